import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { propertyHistoryQuery } from 'shared-api';
import { Button, Card, FormNotice, Spinner } from 'shared-ui';
import { ChangeList } from 'shared-ui/admin';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** How many changes show before "Show all": a phone's screen, not a wall of text. */
export const HISTORY_FIRST_SHOWN = 5;

/**
 * A listing's History panel on its edit page (decision 098): who changed what and when, newest
 * first, each field's old and new value. A save reloads it (its query sits under the properties).
 */
export function HistoryPanel({ propertyId }: { propertyId: number }) {
  const headingId = useId();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { data, error } = useQuery(propertyHistoryQuery(propertyId));
  const shown = isShowingAll ? data : data?.slice(0, HISTORY_FIRST_SHOWN);

  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {error ? <FormNotice tone="error">Failed to load the history</FormNotice> : null}
      {!data && !error ? <Spinner label="Loading the history" /> : null}
      {data && data.length === 0 ? <p>No changes recorded yet.</p> : null}
      {shown && shown.length > 0 ? <ChangeList changes={shown} labelledBy={headingId} /> : null}
      {data && !isShowingAll && data.length > HISTORY_FIRST_SHOWN ? (
        <Button variant="secondary" onClick={() => setIsShowingAll(true)}>
          Show all {data.length} changes
        </Button>
      ) : null}
    </Section>
  );
}
