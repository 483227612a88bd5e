import { Card, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page';

export function NoAccessPage() {
  usePageTitle(NO_ACCESS_MESSAGE);
  return (
    <Card>
      <h1>{NO_ACCESS_MESSAGE}</h1>
      <p>
        This screen is for the site administrator.{' '}
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
    </Card>
  );
}
