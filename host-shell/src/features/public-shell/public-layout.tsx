import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

// At least one screen tall: until a remote page has arrived, the footer stays below the fold, so
// it neither shifts when the page renders nor counts as the largest paint.
const Main = styled.main`
  min-height: 100vh;
  min-height: 100dvh;

  &:focus {
    outline: none;
  }
`;

/** The visitor's frame: top navigation, the page, the footer. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <PublicHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  );
}
