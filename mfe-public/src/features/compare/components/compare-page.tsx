import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Container, FormNotice, Spinner, usePageTitle } from 'shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { usePropertiesDetails } from '../../../hooks/use-properties-details';
import { COMPARE_MAX, COMPARE_MIN, readCompareIds } from '../../../utils/compare-ids';
import { CompareTable } from './compare-table';
import { PUBLIC_PATHS } from 'shared-api/contract';

export const COMPARE_TITLE = 'Compare Properties';

/** What the page says when the address names too few or too many properties. */
export const COMPARE_MESSAGES = {
  'too-few': `Choose at least ${COMPARE_MIN} properties to compare.`,
  'too-many': `You can compare up to ${COMPARE_MAX} properties at a time.`,
  'none-found': 'None of these properties is listed any more.',
  failed: 'The properties could not be loaded. Please try again in a moment.',
} as const;

function missingMessage(count: number): string {
  return count === 1
    ? 'One of these properties is no longer listed.'
    : `${count} of these properties are no longer listed.`;
}

/** A message with the ways on: the shortlist, where a comparison is chosen, and home. */
function Message({ children }: { children: ReactNode }): ReactElement {
  return (
    <Notice>
      <p>{children}</p>
      <p>
        <Link to={PUBLIC_PATHS.shortlist}>Go to your shortlist</Link> or{' '}
        <Link to="/">find properties on the home page</Link>.
      </p>
    </Notice>
  );
}

function Comparison({ ids }: { ids: string[] }): ReactElement {
  const state = usePropertiesDetails(ids);
  if (state.status === 'loading') return <Spinner label="Loading the properties" isBlock />;
  if (state.status === 'failed') return <Message>{COMPARE_MESSAGES.failed}</Message>;
  if (state.found.length === 0) return <Message>{COMPARE_MESSAGES['none-found']}</Message>;
  return (
    <>
      {state.missing.length > 0 && (
        <FormNotice tone="info">{missingMessage(state.missing.length)}</FormNotice>
      )}
      {state.found.length < COMPARE_MIN && <Message>{COMPARE_MESSAGES['too-few']}</Message>}
      <CompareTable properties={state.found} />
    </>
  );
}

/**
 * /compare?ids=3,8: 2 to 4 properties side by side (decision 090), the same for everyone who
 * opens the address (it is shared), and rendered by the server with the properties' details.
 */
export function ComparePage(): ReactElement {
  usePageTitle(COMPARE_TITLE);
  const [search] = useSearchParams();
  const compared = readCompareIds(search);
  return (
    <>
      <PageHero title={COMPARE_TITLE} crumb="Compare" />
      <Page>
        {compared.status === 'ok' ? (
          <Comparison ids={compared.ids} />
        ) : (
          <Message>{COMPARE_MESSAGES[compared.status]}</Message>
        )}
      </Page>
    </>
  );
}

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

const Notice = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p:first-child {
    font-weight: 600;
  }
`;
