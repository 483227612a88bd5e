import { Container, Link, usePageTitle } from 'shared-ui';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container>
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist or has moved. <Link to="/">Go to the home page</Link>
      </p>
    </Container>
  );
}
