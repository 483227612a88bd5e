import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { BankLogo } from '../../../assets/bank-logo';
import { Marquee } from '../../../components/marquee';
import { PUBLIC_PATHS } from 'shared-api/contract';

/** The Home Loan banner: a link to /home_loan above a marquee of the affiliated banks' tiles. */
export function HomeLoanBanner(): ReactElement {
  const { banks } = useSiteConfig();
  return (
    <Banner aria-labelledby="details-home-loan">
      <h2 id="details-home-loan">Home Loan Available</h2>
      <p>
        Finance up to 85% of the cost from our affiliated banks.{' '}
        <Link to={PUBLIC_PATHS.homeLoan}>Read about home loans</Link>
      </p>
      <Marquee label="Affiliated banks" speed={60}>
        {banks.map((bank) => (
          <Tile key={bank}>
            <BankLogo name={bank} />
          </Tile>
        ))}
      </Marquee>
    </Banner>
  );
}

const Banner = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin-top: 0;
  }
`;

const Tile = styled.div`
  padding: 0 ${({ theme }) => theme.space[3]};
  svg {
    width: 160px;
    height: auto;
  }
`;
