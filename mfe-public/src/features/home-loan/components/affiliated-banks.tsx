import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { media } from 'shared-ui';
import { BankLogo } from '../../../assets/bank-logo';

/** The 'Affiliated Banks' grid: one drawn tile per bank of the site configuration. */
export function AffiliatedBanks(): ReactElement {
  const { banks } = useSiteConfig();
  return (
    <section aria-labelledby="affiliated-banks">
      <h2 id="affiliated-banks">Affiliated Banks</h2>
      <Grid>
        {banks.map((bank) => (
          <li key={bank}>
            <BankLogo name={bank} />
          </li>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  svg {
    width: 100%;
    height: auto;
  }
`;
