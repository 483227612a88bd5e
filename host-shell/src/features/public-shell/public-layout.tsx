import { useSiteConfig } from 'shared-api';
import { Container, Link, Outlet } from 'shared-ui';
import styled from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { PublicNav } from './public-nav';
import { SiteFooter } from './site-footer';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: ${({ theme }) => theme.colors.secondary};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 4rem;
`;

const Brand = styled(Link)`
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
`;

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
  const site = useSiteConfig();
  return (
    <>
      <SkipLink />
      <Header>
        <Bar>
          <Brand to="/">{site.brokerName}</Brand>
          <PublicNav />
        </Bar>
      </Header>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  );
}
