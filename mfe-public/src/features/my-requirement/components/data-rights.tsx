import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { deleteBuyerAccount, exportBuyerData, getErrorMessage, useAuth } from 'shared-api';
import { Button, Stack, useConfirm, useNotify } from 'shared-ui';
import { navigateFully } from '../../../utils/full-navigation';

export const DATA_TEXTS = {
  heading: 'Your data',
  download: 'Download my data',
  save: 'Save my-data.json',
  remove: 'Delete my account',
  question:
    'Delete your account, your requirement and everything we hold about you? This cannot be undone.',
} as const;

/** Download my data and delete my account: the data rights of decision 087, for oneself. */
export function DataRights(): ReactElement {
  const auth = useAuth();
  const notify = useNotify();
  const confirm = useConfirm();
  const exported = useMutation({
    mutationFn: exportBuyerData,
    onError: (error) => notify.error(getErrorMessage(error, 'Your data could not be read')),
  });
  const erase = useMutation({
    mutationFn: deleteBuyerAccount,
    onSuccess: async () => {
      // The server ended the session with the account; forget it here and start afresh.
      await auth.signOut();
      navigateFully('/');
    },
    onError: (error) => notify.error(getErrorMessage(error, 'Your account could not be deleted')),
  });
  const json = exported.data ? JSON.stringify(exported.data, null, 2) : null;

  const remove = async () => {
    if (await confirm(DATA_TEXTS.question, { confirmLabel: DATA_TEXTS.remove })) erase.mutate();
  };

  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data">{DATA_TEXTS.heading}</h2>
      <Stack $gap={3} $direction="row" $wrap>
        <Button
          variant="secondary"
          isLoading={exported.isPending}
          onClick={() => exported.mutate()}
        >
          {DATA_TEXTS.download}
        </Button>
        {json && (
          <SaveLink
            href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
            download="my-data.json"
          >
            {DATA_TEXTS.save}
          </SaveLink>
        )}
        <Button variant="danger" isLoading={erase.isPending} onClick={() => void remove()}>
          {DATA_TEXTS.remove}
        </Button>
      </Stack>
    </section>
  );
}

const SaveLink = styled.a`
  align-self: center;
  font-weight: 600;
`;
