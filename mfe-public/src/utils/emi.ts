export interface EmiBreakdown {
  /** Monthly instalment in rupees. */
  emi: number;
  totalInterest: number;
  totalPayment: number;
}

/**
 * Equated monthly instalment of a reducing-balance loan:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months.
 * Returns null for inputs that describe no loan (non-positive amount or tenure, negative rate).
 */
export function calculateEmi(
  principal: number,
  annualRatePercent: number,
  tenureYears: number,
): EmiBreakdown | null {
  const months = Math.round(tenureYears * 12);
  if (
    !Number.isFinite(principal) ||
    !Number.isFinite(annualRatePercent) ||
    !Number.isFinite(tenureYears) ||
    principal <= 0 ||
    months <= 0 ||
    annualRatePercent < 0
  ) {
    return null;
  }
  const monthlyRate = annualRatePercent / 12 / 100;
  // An interest-free loan is simply the amount spread evenly (the formula divides by zero).
  const emi =
    monthlyRate === 0
      ? principal / months
      : (principal * monthlyRate * (1 + monthlyRate) ** months) / ((1 + monthlyRate) ** months - 1);
  const totalPayment = emi * months;
  return { emi, totalInterest: totalPayment - principal, totalPayment };
}
