export interface FaqEntry {
  question: string;
  answer: string;
}

/** The home loan FAQ: 19 questions with the figures of docs/product.md section 9. */
export const HOME_LOAN_FAQ: readonly FaqEntry[] = [
  {
    question: 'What is a home loan?',
    answer:
      'A home loan is money borrowed from a bank or housing finance company to buy, build or renovate a home. The property itself is the security for the loan until it is repaid.',
  },
  {
    question: 'How much of the property cost can be financed?',
    answer:
      'Banks finance up to 85% of the cost of the property. The rest, the down payment, is paid by the buyer from their own funds.',
  },
  {
    question: 'What rate of interest is charged on a home loan?',
    answer:
      'Home loan interest is currently about 9 to 10% a year. The exact rate depends on the lender, the loan amount, your credit score and whether you choose a floating or a fixed rate.',
  },
  {
    question: 'What is the difference between a fixed and a floating rate?',
    answer:
      'A fixed rate stays the same for an agreed period, so your instalment does not change. A floating rate moves with the lender’s benchmark rate, so your instalment or tenure can go up or down.',
  },
  {
    question: 'For how long can I take a home loan?',
    answer:
      'Repayment periods range from 5 to 20 years. A longer tenure lowers the monthly instalment but increases the total interest you pay.',
  },
  {
    question: 'What is an EMI?',
    answer:
      'An Equated Monthly Instalment (EMI) is the fixed amount you pay every month. Each instalment covers part of the interest and part of the principal. Use the EMI calculator on this page to estimate yours.',
  },
  {
    question: 'Who is eligible for a home loan?',
    answer:
      'Salaried and self-employed Indian residents and Non-Resident Indians with a regular income can apply. Lenders look at your age, income, existing loans, credit score and the property.',
  },
  {
    question: 'How much loan am I eligible for?',
    answer:
      'Eligibility depends mainly on your monthly income and existing obligations. Most lenders keep all your instalments together within about half of your monthly income.',
  },
  {
    question: 'Can Non-Resident Indians (NRIs) take a home loan?',
    answer:
      'Yes. NRIs can take a home loan to buy property in India. The loan has to be repaid within 20 years, through an NRE or NRO account.',
  },
  {
    question: 'Can I take a joint home loan?',
    answer:
      'Yes. A spouse, parent or sibling can be a co-applicant. Their income is added to yours, which can raise the amount you are eligible for.',
  },
  {
    question: 'Which documents are needed?',
    answer:
      'Proof of identity and address, PAN card, income proof (salary slips and Form 16, or income tax returns and audited accounts for the self-employed), bank statements for six months and the property documents.',
  },
  {
    question: 'How long does loan approval take?',
    answer:
      'Once all documents are submitted, approval usually takes 15 to 20 days, including the lender’s legal and technical check of the property.',
  },
  {
    question: 'When is the loan amount disbursed?',
    answer:
      'After approval and the signing of the loan agreement, the amount is disbursed in 5 to 7 days. For properties under construction it is released in stages as construction progresses.',
  },
  {
    question: 'Can I repay my loan before the end of the tenure?',
    answer:
      'Yes. You can prepay part or all of the loan. Floating-rate loans of individuals usually carry no charge; on other loans a prepayment penalty of 1 to 2% of the amount prepaid may apply.',
  },
  {
    question: 'What are the processing charges?',
    answer:
      'Lenders charge a one-time processing fee, usually a small percentage of the loan amount. Ask for it in writing along with the sanction letter.',
  },
  {
    question: 'Is a home loan available for an under-construction property?',
    answer:
      'Yes, provided the project is approved by the lender. Interest is charged only on the amount disbursed until the property is handed over.',
  },
  {
    question: 'What tax benefits does a home loan give?',
    answer:
      'Interest paid and principal repaid on a home loan can reduce your income tax under the Income Tax Act. The limits change from time to time, so check with your tax adviser.',
  },
  {
    question: 'Do I need insurance with a home loan?',
    answer:
      'The property has to be insured against damage. Life cover for the borrower is optional but recommended, so that the family is not left with the loan.',
  },
  {
    question: 'How can we help with your home loan?',
    answer:
      'We deal only in approved properties and work with the affiliated banks below. We help you compare offers, prepare the documents and follow the application until disbursement.',
  },
];
