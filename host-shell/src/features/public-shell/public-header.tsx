import { useSiteConfig } from 'shared-api';
import { Container } from 'shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PublicNav } from './public-nav';

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
  /* The name may shrink and wrap (break-word), so the menu button stays inside a narrow window. */
  min-width: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
`;

/** The visitor's top bar: the broker's name, home, and the main navigation. */
export function PublicHeader() {
  const site = useSiteConfig();
  return (
    <Header>
      <Bar>
        <Brand to="/">{site.brokerName}</Brand>
        <PublicNav />
      </Bar>
    </Header>
  );
}
