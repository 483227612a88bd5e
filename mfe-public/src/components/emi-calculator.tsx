import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Card, TextField, formatPrice, media } from 'shared-ui';
import { calculateEmi } from '../utils/emi';

export interface EmiCalculatorProps {
  /** Loan amount to start with, e.g. the property's price. */
  initialAmount?: number;
  /** Heading level of the calculator's title in the page outline. */
  headingLevel?: 'h2' | 'h3';
}

const DEFAULT_AMOUNT = 5_000_000;
const DEFAULT_RATE = 9.5;
const DEFAULT_YEARS = 20;

/** Monthly instalment, total interest and total payment of a home loan, as the visitor types. */
export function EmiCalculator({
  initialAmount = DEFAULT_AMOUNT,
  headingLevel = 'h2',
}: EmiCalculatorProps): ReactElement {
  const headingId = useId();
  const [amount, setAmount] = useState(String(initialAmount));
  const [rate, setRate] = useState(String(DEFAULT_RATE));
  const [years, setYears] = useState(String(DEFAULT_YEARS));
  const result = calculateEmi(Number(amount), Number(rate), Number(years));
  const isBlank = [amount, rate, years].some((value) => value.trim() === '');

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Title as={headingLevel} id={headingId}>
        EMI Calculator
      </Title>
      <Inputs>
        <TextField
          label="Loan amount (Rs.)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1000}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint="Banks finance up to 85% of the property's cost."
        />
        <TextField
          label="Interest rate (% per year)"
          type="number"
          inputMode="decimal"
          min={0}
          max={30}
          step={0.05}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
        />
        <TextField
          label="Tenure (years)"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          value={years}
          onChange={(event) => setYears(event.target.value)}
        />
      </Inputs>
      <Results aria-live="polite">
        {result && !isBlank ? (
          <dl>
            <div>
              <dt>Monthly EMI</dt>
              <dd>{formatPrice(Math.round(result.emi))}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatPrice(Math.round(result.totalInterest))}</dd>
            </div>
            <div>
              <dt>Total payment</dt>
              <dd>{formatPrice(Math.round(result.totalPayment))}</dd>
            </div>
          </dl>
        ) : (
          <p>Enter a loan amount, an interest rate and a tenure to see the EMI.</p>
        )}
      </Results>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.secondary};
`;

const Inputs = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Results = styled.div`
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    ${media.up('md')} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  div {
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;
