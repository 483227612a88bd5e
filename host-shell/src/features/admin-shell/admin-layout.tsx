import { useSiteConfig } from 'shared-api';
import { media } from 'shared-ui';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MenuToggle } from '../../components/menu-toggle';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useSlideOutMenu } from '../../hooks/use-slide-out-menu';
import { SignInAgainDialog } from '../session/sign-in-again-dialog';
import { AdminMenu } from './admin-menu';
import { LogoutButton } from './logout-button';
import { NotificationButton } from './notification-button';
import { PropertySearch } from './property-search';

const SLIDE_OUT_ID = 'admin-slide-out';
const TOP_BAR_HEIGHT = '4rem';
const SIDEBAR_WIDTH = '15rem';

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-height: ${TOP_BAR_HEIGHT};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  ${media.down('sm')} {
    column-gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: ${({ theme }) => theme.colors.secondary};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Brand = styled(Link)`
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;

  ${media.down('md')} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const ToggleSlot = styled.div`
  ${media.up('admin')} {
    display: none;
  }
`;

const menuPanel = `
  overflow-y: auto;
  padding: 1rem;
  color: #ffffff;
`;

const Sidebar = styled.aside`
  ${menuPanel}
  position: fixed;
  top: ${TOP_BAR_HEIGHT};
  bottom: 0;
  left: 0;
  width: ${SIDEBAR_WIDTH};
  background: ${({ theme }) => theme.colors.secondaryHover};

  ${media.down('admin')} {
    display: none;
  }
`;

const SlideOut = styled.div`
  ${menuPanel}
  position: fixed;
  top: ${TOP_BAR_HEIGHT};
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(18rem, 85vw);
  background: ${({ theme }) => theme.colors.secondaryHover};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.up('admin')} {
    display: none;
  }
`;

const MenuTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Main = styled.main`
  min-height: calc(100vh - ${TOP_BAR_HEIGHT});
  padding: ${({ theme }) => theme.space[4]};

  ${media.up('admin')} {
    margin-left: ${SIDEBAR_WIDTH};
  }

  &:focus {
    outline: none;
  }
`;

/** The signed-in frame: top bar, the fixed 'Discover' sidebar or, under 700 px, the slide-out. */
export function AdminLayout() {
  const site = useSiteConfig();
  const { isOpen, toggle, toggleRef, panelRef, handleLinkClick } =
    useSlideOutMenu<HTMLDivElement>();
  return (
    <>
      <SkipLink />
      <TopBar>
        <ToggleSlot>
          <MenuToggle ref={toggleRef} isOpen={isOpen} controls={SLIDE_OUT_ID} onClick={toggle} />
        </ToggleSlot>
        <Brand to="/dashboard">{site.brokerName}</Brand>
        <PropertySearch />
        <Actions>
          <NotificationButton />
          <LogoutButton />
        </Actions>
      </TopBar>
      <Sidebar>
        <nav aria-labelledby="admin-sidebar-title">
          <MenuTitle id="admin-sidebar-title">Discover</MenuTitle>
          <AdminMenu />
        </nav>
      </Sidebar>
      <SlideOut id={SLIDE_OUT_ID} ref={panelRef} hidden={!isOpen}>
        <nav aria-labelledby="admin-slide-out-title">
          <MenuTitle id="admin-slide-out-title">Property</MenuTitle>
          <AdminMenu onNavigate={handleLinkClick} />
        </nav>
      </SlideOut>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SignInAgainDialog />
    </>
  );
}
