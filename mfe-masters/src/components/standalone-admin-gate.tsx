import { useState, type FormEvent, type ReactNode } from 'react';
import { getErrorMessage, login, useAuth } from 'shared-api';
import { Button, Card, Container, FormNotice, PageHeading, Spinner, TextField } from 'shared-ui';

/**
 * Standalone development only: the host's guard and login page are not here, so this asks for an
 * admin sign-in itself (through shared-api, like the real login) before showing admin pages.
 */
export function StandaloneAdminGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (auth.status === 'loading') return <Spinner label="Checking the session" isBlock />;
  if (auth.role === 'admin') return children;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (key: string) => {
      const value = data.get(key);
      return typeof value === 'string' ? value : '';
    };
    setIsBusy(true);
    try {
      const answer = await login({
        username: read('username'),
        password: read('password'),
      });
      if (answer.role === 'admin') auth.signIn(answer);
      else setError('These pages are for the administrator.');
    } catch (failure) {
      setError(getErrorMessage(failure, 'An error occurred during login'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Container>
      <Card>
        <PageHeading>Administrator sign-in (standalone)</PageHeading>
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
