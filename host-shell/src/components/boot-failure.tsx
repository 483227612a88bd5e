import { Button, Card, Container } from 'shared-ui';

/** Shown when the shell cannot start (no /config.json): nothing else can work without it. */
export function BootFailure() {
  return (
    <Container>
      <Card as="main">
        <h1>The site could not be started</h1>
        <p role="alert">
          Please check your internet connection and try again. If this keeps happening, the site may
          be under maintenance.
        </p>
        <Button type="button" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Card>
    </Container>
  );
}
