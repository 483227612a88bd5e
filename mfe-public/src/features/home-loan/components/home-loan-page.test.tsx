import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { HomeLoanPage } from './home-loan-page';

describe('HomeLoanPage', () => {
  it('lists the nineteen questions as disclosures that open on click', async () => {
    renderWithProviders(<HomeLoanPage />, { route: '/home_loan' });
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('listitem')).toHaveLength(19);

    const question = screen.getByText('How much of the property cost can be financed?');
    const answer = screen.getByText(/up to 85% of the cost/);
    expect(answer).not.toBeVisible();
    await userEvent.setup().click(question);
    expect(answer).toBeVisible();
  });

  it("shows a drawn tile for each of the config's banks under 'Affiliated Banks'", () => {
    renderWithProviders(<HomeLoanPage />, { route: '/home_loan' });
    const banks = screen.getByRole('region', { name: 'Affiliated Banks' });
    expect(within(banks).getByRole('img', { name: 'State Bank of India' })).toHaveTextContent(
      'SBI',
    );
    expect(within(banks).getByRole('img', { name: 'HDFC Bank' })).toBeInTheDocument();
  });

  it('calculates the EMI as the visitor changes the loan', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeLoanPage />, { route: '/home_loan' });
    const calculator = screen.getByRole('region', { name: 'EMI Calculator' });
    const amount = within(calculator).getByLabelText('Loan amount (Rs.)');
    const rate = within(calculator).getByLabelText('Interest rate (% per year)');
    const years = within(calculator).getByLabelText('Tenure (years)');

    await user.clear(amount);
    await user.type(amount, '1000000');
    await user.clear(rate);
    await user.type(rate, '12');
    await user.clear(years);
    await user.type(years, '1');

    expect(within(calculator).getByText('Rs. 88,849')).toBeInTheDocument();
    expect(within(calculator).getByText('Rs. 66,185')).toBeInTheDocument();
    expect(within(calculator).getByText('Rs. 10,66,185')).toBeInTheDocument();

    await user.clear(years);
    expect(
      within(calculator).getByText(
        'Enter a loan amount, an interest rate and a tenure to see the EMI.',
      ),
    ).toBeInTheDocument();
  });
});
