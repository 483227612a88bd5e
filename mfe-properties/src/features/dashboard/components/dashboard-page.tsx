import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { dashboardSummaryQuery, useAuth } from 'shared-api';
import { Card, Container, FormNotice, media, PageHeading, Spinner, usePageTitle } from 'shared-ui';
import { Link } from 'react-router-dom';
import { DemoListingsPanel } from './demo-listings-panel';
import { formatReplyMinutes } from './reply-time';
import { SiteHealthPanel } from './site-health-panel';

const Counts = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Count = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const QuickLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

function CountCard({ value, label, to }: { value: number | string; label: string; to: string }) {
  return (
    <li>
      <Card>
        <Link to={to}>
          <Count>{value}</Count> {label}
        </Link>
      </Card>
    </li>
  );
}

/** The dashboard's content (/dashboard): a welcome and the counts that need attention. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { name, role } = useAuth();
  const { data, error } = useQuery(dashboardSummaryQuery());

  return (
    <Container>
      <PageHeading>{name ? `Welcome, ${name}` : 'Welcome'}</PageHeading>
      {error ? <FormNotice tone="error">Failed to load the dashboard counts</FormNotice> : null}
      {!data && !error && <Spinner label="Loading counts" isBlock />}
      {data && (
        <Counts aria-label="At a glance">
          <CountCard
            value={data.properties}
            label={data.properties === 1 ? 'property' : 'properties'}
            to="/table_detail"
          />
          <CountCard
            value={data.newEnquiries}
            label={data.newEnquiries === 1 ? 'new enquiry' : 'new enquiries'}
            to="/enquiries?status=new"
          />
          <CountCard
            value={data.newMatches}
            label={data.newMatches === 1 ? 'new match' : 'new matches'}
            to="/requirements"
          />
          {/* How fast leads are answered (decision 092): the waiting ones open first in the inbox. */}
          {data.waitingOverHour !== undefined && (
            <CountCard
              value={data.waitingOverHour}
              label={
                data.waitingOverHour === 1
                  ? 'lead waiting over an hour'
                  : 'leads waiting over an hour'
              }
              to="/enquiries?status=new&sort=waiting"
            />
          )}
          {data.medianFirstReplyMinutes !== undefined && (
            <CountCard
              value={
                data.medianFirstReplyMinutes === null
                  ? 'None yet'
                  : formatReplyMinutes(data.medianFirstReplyMinutes)
              }
              label="median time to first reply this week"
              to="/enquiries?sort=waiting"
            />
          )}
          {data.pendingUsers !== undefined && (
            <CountCard
              value={data.pendingUsers}
              label={
                data.pendingUsers === 1 ? 'buyer awaiting approval' : 'buyers awaiting approval'
              }
              to="/add_user"
            />
          )}
        </Counts>
      )}
      {role === 'admin' && <DemoListingsPanel />}
      {role === 'admin' && <SiteHealthPanel />}
      <QuickLinks aria-label="Quick links">
        <Link to="/add_property">Add New Property</Link>
        <Link to="/table_detail">Detailed Table</Link>
        <Link to="/enquiries">Enquiries</Link>
      </QuickLinks>
    </Container>
  );
}
