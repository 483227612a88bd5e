import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { getErrorMessage, login, useAuth } from 'shared-api';
import { Button, Card, Container, FormNotice, PageHeading, Spinner, TextField } from 'shared-ui';

const readText = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * Standalone development only: the host's guard and login page are not here, so this asks for a
 * staff sign-in itself (through shared-api, like the real login) before showing the pages.
 */
export function StandaloneSignInGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (auth.status === 'loading') return <Spinner label="Checking the session" isBlock />;
  if (auth.isAuthenticated) return children;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setIsBusy(true);
    try {
      auth.signIn(
        await login({ username: readText(data, 'username'), password: readText(data, 'password') }),
      );
    } catch (failure) {
      setError(getErrorMessage(failure, 'An error occurred during login'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Container>
      <Card>
        <PageHeading>Staff sign-in (standalone)</PageHeading>
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
