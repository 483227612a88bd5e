import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { operationsStatusQuery } from 'shared-api';
import { Card, FormNotice, media, Spinner } from 'shared-ui';

// Label and value side by side from a small phone up; stacked below it (200 % zoom on a phone).
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  ${media.up('sm')} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** "3 hours ago", "2 days ago": how old the last backup is, in words a broker reads at a glance. */
function describeAge(hours: number): string {
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The administrator's site health on the dashboard (decision 097): the last backup's age and the
 * messages waiting or failed, with the server's warning when the backup is off, failed or older
 * than 26 hours.
 */
export function SiteHealthPanel() {
  const { data, error } = useQuery(operationsStatusQuery());
  return (
    <Card as="section" aria-labelledby="site-health-heading">
      <h2 id="site-health-heading">Site health</h2>
      {error ? <FormNotice tone="error">Failed to load the site health</FormNotice> : null}
      {!data && !error && <Spinner label="Loading the site health" />}
      {data && (
        <>
          {data.backup.warning && <FormNotice tone="error">{data.backup.warning}</FormNotice>}
          <Facts>
            <dt>Last backup</dt>
            <dd>
              {data.backup.ageHours === null ? 'none yet' : describeAge(data.backup.ageHours)}
            </dd>
            <dt>Messages waiting</dt>
            <dd>{plural(data.outbox.backlog, 'message', 'messages')}</dd>
            <dt>Messages failed</dt>
            <dd>{plural(data.outbox.failed, 'message', 'messages')}</dd>
          </Facts>
        </>
      )}
    </Card>
  );
}
