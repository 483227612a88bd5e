import { HOME_LOAN_FAQ } from './faq';

describe('home loan FAQ', () => {
  const text = HOME_LOAN_FAQ.map((entry) => `${entry.question} ${entry.answer}`).join(' ');

  it('has nineteen questions', () => {
    expect(HOME_LOAN_FAQ).toHaveLength(19);
  });

  it.each([
    'up to 85% of the cost',
    'about 9 to 10% a year',
    '5 to 20 years',
    'repaid within 20 years',
    'prepayment penalty of 1 to 2%',
    '15 to 20 days',
    '5 to 7 days',
  ])('states the figure "%s"', (figure) => {
    expect(text).toContain(figure);
  });
});
