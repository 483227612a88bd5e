import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { buyerHomeQuery, useAuth } from 'shared-api';
import { Button, Card, Container, FormNotice, Spinner, Stack, usePageTitle } from 'shared-ui';
import { PageBody } from '../../../components/page-body';
import { PageHero } from '../../../components/page-hero';
import { navigateFully } from '../../../utils/full-navigation';
import { AlertPreferences } from './alert-preferences';
import { DataRights } from './data-rights';
import { RequirementSummary } from './requirement-summary';

export const MY_REQUIREMENT_TITLE = 'My requirement';

/**
 * A signed-in buyer's page (decision 094): what they asked for with the listings it matches, their
 * new-listing alerts, and their data. The host lets only a buyer open it.
 */
export function MyRequirementPage(): ReactElement {
  usePageTitle(MY_REQUIREMENT_TITLE);
  const auth = useAuth();
  const home = useQuery(buyerHomeQuery());

  const signOut = async () => {
    await auth.signOut();
    // A full navigation: the shell re-boots as a visitor's (decision 081).
    navigateFully('/');
  };

  return (
    <>
      <PageHero title={MY_REQUIREMENT_TITLE} crumb={MY_REQUIREMENT_TITLE} />
      <Container>
        <PageBody>
          {home.isPending && <Spinner label="Loading your requirement" isBlock />}
          {home.isError && (
            <FormNotice tone="error">
              Your requirement could not be loaded. Please try again in a moment.
            </FormNotice>
          )}
          {home.data && (
            <Stack $gap={5}>
              <Card>
                <p>
                  Signed in as <strong>{home.data.name}</strong> ({home.data.email}).
                </p>
                <Button variant="link" onClick={() => void signOut()}>
                  Logout
                </Button>
              </Card>
              {home.data.requirements.length === 0 ? (
                <Card>
                  <p>No requirement is recorded with your account yet. Call us and tell us more.</p>
                </Card>
              ) : (
                home.data.requirements.map((requirement) => (
                  <Card key={requirement.id}>
                    <RequirementSummary requirement={requirement} />
                  </Card>
                ))
              )}
              <Card>
                <AlertPreferences isOn={home.data.marketing} />
              </Card>
              <Card>
                <DataRights />
              </Card>
            </Stack>
          )}
        </PageBody>
      </Container>
    </>
  );
}
