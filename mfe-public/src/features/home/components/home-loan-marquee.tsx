import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Marquee } from '../../../components/marquee';
import { PUBLIC_PATHS } from 'shared-api/contract';

const REPEATS = 3;

/** The scrolling 'HOME LOAN AVAILABLE' band, repeated three times, 100 px/s. */
export function HomeLoanMarquee(): ReactElement {
  return (
    <Band>
      <Marquee label="Home loan available" speed={100}>
        {Array.from({ length: REPEATS }, (_, index) => (
          <Item key={index}>HOME LOAN AVAILABLE</Item>
        ))}
      </Marquee>
      <More to={PUBLIC_PATHS.homeLoan}>Read about home loans</More>
    </Band>
  );
}

const Band = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.secondary};
  color: #ffffff;
`;

const Item = styled.span`
  padding: 0 ${({ theme }) => theme.space[7]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

const More = styled(Link)`
  flex-shrink: 0;
  /* Wraps in a narrow (zoomed) window, leaving the band some room; wide windows fit it whole. */
  max-width: calc(100% - 4rem);
  color: #ffffff;
  font-weight: 600;
`;
