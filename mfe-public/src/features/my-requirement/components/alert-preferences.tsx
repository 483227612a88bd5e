import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { buyerKeys, getErrorMessage, setBuyerAlerts } from 'shared-api';
import type { BuyerHome } from 'shared-api/contract';
import { Button, useNotify } from 'shared-ui';

export const ALERT_TEXTS = {
  heading: 'Alert preferences',
  on: 'New listings that match your requirement are sent to you by e-mail.',
  off: 'You are unsubscribed: no new-listing alerts are sent to you.',
  unsubscribe: 'Unsubscribe from alerts',
  subscribe: 'Send me new-listing alerts',
} as const;

/** The buyer's new-listing alerts: their marketing consent (decision 087), given or withdrawn. */
export function AlertPreferences({ isOn }: { isOn: boolean }): ReactElement {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const change = useMutation({
    mutationFn: (marketing: boolean) => setBuyerAlerts({ marketing }),
    onSuccess: ({ message, marketing }) => {
      queryClient.setQueryData<BuyerHome>(buyerKeys.home, (home) =>
        home ? { ...home, marketing } : home,
      );
      notify.success(message);
    },
    onError: (error) => notify.error(getErrorMessage(error, 'Your choice could not be saved')),
  });
  return (
    <section aria-labelledby="alert-preferences">
      <h2 id="alert-preferences">{ALERT_TEXTS.heading}</h2>
      <p>{isOn ? ALERT_TEXTS.on : ALERT_TEXTS.off}</p>
      <Button variant="secondary" isLoading={change.isPending} onClick={() => change.mutate(!isOn)}>
        {isOn ? ALERT_TEXTS.unsubscribe : ALERT_TEXTS.subscribe}
      </Button>
    </section>
  );
}
