import { Link } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title';
import { Container } from './layout';

export const PAGE_NOT_FOUND_TITLE = 'Page not found';

/**
 * The 'Page not found' page: an unknown address (the host), and a property that does not exist
 * (mfe-public's details page); the server answers both with HTTP 404.
 */
export function PageNotFound() {
  usePageTitle(PAGE_NOT_FOUND_TITLE);
  return (
    <Container>
      <h1>{PAGE_NOT_FOUND_TITLE}</h1>
      <p>
        The page you asked for does not exist or has moved. <Link to="/">Go to the home page</Link>
      </p>
    </Container>
  );
}
