import { useState, type FormEvent, type ReactNode } from 'react';
// By package name, not by path: the remotes share `shared-api` and `shared-ui` as federation
// singletons, and only the package entry is that shared copy (its contexts are the pages' ones).
import { getErrorMessage, login, useAuth } from 'shared-api';
import { Button, Card, Container, FormNotice, PageHeading, Spinner, TextField } from 'shared-ui';

/** Who may see a standalone remote's pages: as in the host's route table. */
export type StandaloneAccess = 'public' | 'signed-in' | 'admin';

function readText(data: FormData, key: string): string {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
}

interface StandaloneSignInGateProps {
  access: Exclude<StandaloneAccess, 'public'>;
  children: ReactNode;
}

/**
 * Standalone development only: the host's guards and login page are not there, so this asks for a
 * sign-in itself (through shared-api, like the real login) before showing the pages.
 */
export function StandaloneSignInGate({ access, children }: StandaloneSignInGateProps) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isAdminOnly = access === 'admin';

  if (auth.status === 'loading') return <Spinner label="Checking the session" isBlock />;
  if (isAdminOnly ? auth.role === 'admin' : auth.isAuthenticated) return children;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setIsBusy(true);
    try {
      const answer = await login({
        username: readText(data, 'username'),
        password: readText(data, 'password'),
      });
      if (isAdminOnly && answer.role !== 'admin')
        setError('These pages are for the administrator.');
      else auth.signIn(answer);
    } catch (failure) {
      setError(getErrorMessage(failure, 'An error occurred during login'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Container>
      <Card>
        <PageHeading>
          {isAdminOnly ? 'Administrator sign-in (standalone)' : 'Staff sign-in (standalone)'}
        </PageHeading>
        <FormNotice tone="error">{error}</FormNotice>
        <form onSubmit={(event) => void handleSubmit(event)}>
          <TextField label="User name" name="username" autoComplete="username" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" isLoading={isBusy}>
            Sign in
          </Button>
        </form>
      </Card>
    </Container>
  );
}
