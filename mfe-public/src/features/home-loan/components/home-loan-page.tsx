import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Container, usePageTitle } from 'shared-ui';
import { DaySkylineScene } from '../../../assets/hero-scenes';
import { EmiCalculator } from '../../../components/emi-calculator';
import { PageHero } from '../../../components/page-hero';
import { HOME_LOAN_FAQ } from '../utils/faq';
import { AffiliatedBanks } from './affiliated-banks';
import { FaqList } from './faq-list';

/** Home loan information: the FAQ, an EMI calculator and the affiliated banks. */
export function HomeLoanPage(): ReactElement {
  usePageTitle('Home Loan');
  return (
    <>
      <PageHero title="Home Loan" crumb="Home Loan" scene={DaySkylineScene} />
      <Container>
        <Stack>
          <section aria-labelledby="home-loan-faq">
            <h2 id="home-loan-faq">Frequently Asked Questions</h2>
            <FaqList entries={HOME_LOAN_FAQ} />
          </section>
          <EmiCalculator />
          <AffiliatedBanks />
        </Stack>
      </Container>
    </>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  grid-template-columns: minmax(0, 1fr);
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
`;
