import { useAuth, useShortlist } from 'shared-api';
import { media, useHasHydrated } from 'shared-ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MenuToggle } from '../../components/menu-toggle';
import { useSlideOutMenu } from '../../hooks/use-slide-out-menu';
import {
  DASHBOARD_LINK,
  LOGIN_LINK,
  MY_REQUIREMENT_LINK,
  PUBLIC_NAV,
  SHORTLIST_LINK,
} from './public-links';

const MENU_ID = 'public-menu';

/**
 * Without JavaScript the menu cannot slide out: it is a plain list of links under the bar instead,
 * and the toggle, which could not open it, is not shown. A media query, not a <style> in
 * <noscript>: the HTML standard allows <style> in the body nowhere, and <noscript> holds one only
 * in the head.
 */
const NO_SCRIPT = '@media (scripting: none)';

const ToggleSlot = styled.div`
  ${media.up('lg')} {
    display: none;
  }
  ${NO_SCRIPT} {
    display: none;
  }
`;

// One list: a row above `lg`, a slide-out panel at `lg` and below (docs/product.md section 3: "at large-screen
// breakpoints and below it becomes a slide-out menu").
const MenuList = styled.ul<{ $isOpen: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down('lg')} {
    position: fixed;
    top: 4rem;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.overlay};
    flex-direction: column;
    width: min(20rem, 85vw);
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.secondary};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateX(${({ $isOpen }) => ($isOpen ? '0' : '100%')});
    visibility: ${({ $isOpen }) => ($isOpen ? 'visible' : 'hidden')};
    /* Visible at once when opening (so focus can move in), hidden only after the slide when closing. */
    transition:
      transform 0.2s ease,
      visibility 0s linear ${({ $isOpen }) => ($isOpen ? '0s' : '0.2s')};
  }

  ${NO_SCRIPT} {
    position: static;
    flex-flow: row wrap;
    width: auto;
    padding: 0;
    background: none;
    box-shadow: none;
    transform: none;
    visibility: visible;
  }
`;

const Link = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover,
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.16);
    text-decoration: underline;
  }
`;

/**
 * The public top navigation; a signed-in user sees Dashboard in place of Login, a buyer My
 * requirement (decision 094).
 */
export function PublicNav() {
  const { token, role } = useAuth();
  // The server renders for a visitor: a stored sign-in shows once the page has hydrated.
  const isSignedIn = useHasHydrated() && token !== null;
  const { isOpen, toggle, toggleRef, panelRef, handleLinkClick } =
    useSlideOutMenu<HTMLUListElement>();
  // The shortlist is the browser's: empty on the server and while hydrating, so the link shows
  // after hydration, once something is shortlisted (decision 090).
  const shortlisted = useShortlist().ids.length;
  const items = [
    ...PUBLIC_NAV,
    ...(shortlisted > 0
      ? [{ ...SHORTLIST_LINK, label: `${SHORTLIST_LINK.label} (${shortlisted})` }]
      : []),
    isSignedIn ? (role === 'buyer' ? MY_REQUIREMENT_LINK : DASHBOARD_LINK) : LOGIN_LINK,
  ];

  return (
    <nav aria-label="Main">
      <ToggleSlot>
        <MenuToggle ref={toggleRef} isOpen={isOpen} controls={MENU_ID} onClick={toggle} />
      </ToggleSlot>
      <MenuList id={MENU_ID} ref={panelRef} $isOpen={isOpen}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} end onClick={handleLinkClick}>
              {item.label}
            </Link>
          </li>
        ))}
      </MenuList>
    </nav>
  );
}
