import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { erasePerson, exportPerson, getErrorMessage } from 'shared-api';
import {
  MOBILE_PATTERN,
  normaliseMobile,
  personLookupSchema,
  type ErasureResult,
  type PersonExport,
  type PersonLookup,
} from 'shared-api/contract';
import {
  Button,
  Card,
  Container,
  FormNotice,
  PageHeading,
  Stack,
  TextField,
  useConfirm,
  usePageTitle,
} from 'shared-ui';

export const PERSONAL_DATA_TEXTS = {
  title: 'Personal data',
  search: 'Email or mobile number',
  searchHint: 'The e-mail address or the 10-digit mobile number the person gave.',
  download: 'Download JSON',
  erase: 'Erase this person',
  eraseConfirm: (who: string) =>
    `Erase everything held about ${who}? Their enquiries are anonymised, their account and ` +
    'requirements are deleted and their consents are withdrawn. This cannot be undone.',
  exportFailed: 'Could not load the person’s data.',
  eraseFailed: 'Could not erase the person’s data.',
  nothingHeld: 'Nothing is held about this person.',
} as const;

/**
 * A mobile number however typed ("+91 98220 55512") is looked up as its ten digits, anything
 * else as an e-mail (the API checks its shape).
 */
function lookupOf(text: string): PersonLookup {
  const value = text.trim();
  const mobile = normaliseMobile(value);
  return MOBILE_PATTERN.test(mobile) ? { mobile } : { email: value };
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
const enquiries = (count: number) => counted(count, 'enquiry', 'enquiries');
const accounts = (count: number) => counted(count, 'account', 'accounts');
const consents = (count: number) => counted(count, 'consent', 'consents');
const requirements = (count: number) => counted(count, 'requirement', 'requirements');

function erasedSummary(result: ErasureResult): string {
  return (
    `${result.message}: ${enquiries(result.enquiries)} anonymised, ` +
    `${accounts(result.accounts)} and ${requirements(result.requirements)} deleted, ` +
    `${consents(result.consents)} withdrawn.`
  );
}

/**
 * The administrator's answer to a person's data-rights request (decision 087): finds what is
 * held about them by e-mail or mobile, shows it and offers it as a JSON file, and erases it after
 * a confirmation.
 */
export function PersonalDataPage() {
  usePageTitle(PERSONAL_DATA_TEXTS.title);
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [found, setFound] = useState<{ lookup: PersonLookup; data: PersonExport } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const exportCall = useMutation({ mutationFn: exportPerson });
  const eraseCall = useMutation({ mutationFn: erasePerson });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const lookup = lookupOf(text);
    const checked = personLookupSchema.safeParse(lookup);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    try {
      setFound({ lookup, data: await exportCall.mutateAsync(lookup) });
    } catch (error) {
      setFound(null);
      setNotice({ tone: 'error', text: getErrorMessage(error, PERSONAL_DATA_TEXTS.exportFailed) });
    }
  };

  const erase = async () => {
    if (!found) return;
    const who = found.lookup.email ?? found.lookup.mobile ?? '';
    const isSure = await confirm(PERSONAL_DATA_TEXTS.eraseConfirm(who), { confirmLabel: 'Erase' });
    if (!isSure) return;
    try {
      const result = await eraseCall.mutateAsync(found.lookup);
      setFound(null);
      setNotice({ tone: 'success', text: erasedSummary(result) });
    } catch (error) {
      setNotice({ tone: 'error', text: getErrorMessage(error, PERSONAL_DATA_TEXTS.eraseFailed) });
    }
  };

  const json = found ? JSON.stringify(found.data, null, 2) : '';
  const isEmpty =
    found !== null &&
    found.data.enquiries.length === 0 &&
    found.data.accounts.length === 0 &&
    found.data.consents.length === 0 &&
    found.data.requirements.length === 0;

  return (
    <Container>
      <Stack $gap={5}>
        <PageHeading>{PERSONAL_DATA_TEXTS.title}</PageHeading>
        {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
        <form noValidate aria-label="Find a person" onSubmit={(event) => void search(event)}>
          <TextField
            label={PERSONAL_DATA_TEXTS.search}
            hint={PERSONAL_DATA_TEXTS.searchHint}
            value={text}
            // An e-mail or a mobile: no capitals, corrections or remembered entries of the admin.
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            error={fieldError}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(undefined);
            }}
          />
          <Button type="submit" isLoading={exportCall.isPending}>
            Find person
          </Button>
        </form>
        {found && (
          <Card as="section" aria-label="What is held">
            <Stack $gap={3}>
              <Counts>
                <li>{enquiries(found.data.enquiries.length)}</li>
                <li>{accounts(found.data.accounts.length)}</li>
                <li>{consents(found.data.consents.length)}</li>
                <li>{requirements(found.data.requirements.length)}</li>
              </Counts>
              {isEmpty ? (
                <p>{PERSONAL_DATA_TEXTS.nothingHeld}</p>
              ) : (
                <>
                  <Export aria-label="Export" tabIndex={0}>
                    {json}
                  </Export>
                  <Actions>
                    <DownloadLink
                      href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
                      download="personal-data.json"
                    >
                      {PERSONAL_DATA_TEXTS.download}
                    </DownloadLink>
                    <Button
                      variant="danger"
                      isLoading={eraseCall.isPending}
                      onClick={() => void erase()}
                    >
                      {PERSONAL_DATA_TEXTS.erase}
                    </Button>
                  </Actions>
                </>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
`;

const Export = styled.pre`
  max-height: 24rem;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
