import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from 'shared-api';
import styled from 'styled-components';
import { getAdminMenu, type MenuGroup } from './admin-menu-items';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(List)`
  padding-left: ${({ theme }) => theme.space[4]};
`;

const itemStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.5rem 0.75rem;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  background: transparent;
  border: 0;
  border-radius: 4px;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Link = styled(NavLink)`
  ${itemStyle}

  &[aria-current='page'] {
    font-weight: 700;
    background: rgba(255, 255, 255, 0.2);
  }
`;

const GroupToggle = styled.button`
  ${itemStyle}
`;

/** A dropdown opened and closed by click; open at first when the current page is inside it. */
function MenuDropdown({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(() => group.items.some((item) => item.to === pathname));
  const listId = useId();
  return (
    <li>
      <GroupToggle
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {group.label}
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </GroupToggle>
      <SubList id={listId} hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
      </SubList>
    </li>
  );
}

/** The signed-in menu for the current role; `onNavigate` lets a slide-out close on a choice. */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useAuth();
  return (
    <List>
      {getAdminMenu(role).map((entry) =>
        entry.kind === 'group' ? (
          <MenuDropdown key={entry.label} group={entry} onNavigate={onNavigate} />
        ) : (
          <li key={entry.to}>
            <Link to={entry.to} onClick={onNavigate}>
              {entry.label}
            </Link>
          </li>
        ),
      )}
    </List>
  );
}
