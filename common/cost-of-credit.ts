import type { TLoanQuote } from './calculator';
import { describeLateFee, lateFeeCentsFor, lateFeeRuleText, type TLateFeeRule } from './late-fee';
import { buildSchedule, daysBetween } from './loan-ledger';
import { formatCents } from './money';

// The cost of credit as disclosed before the applicant signs (Microcredit Act 2021: rates and
// charges in percent and in J$): on the calculator, the agreement form and the agreement PDF.
// Worked examples with every figure: docs/cost-of-credit.md (the unit tests check them).

/** Written next to the APR wherever it is shown. */
export const APR_METHOD =
  'APR is the weekly rate at which your instalments, paid on their due dates, repay exactly the amount lent ' +
  '(the actuarial method), times 52 weeks in a year. It does not compound: the effective yearly cost is higher still.';

export type TDisclosedInstalment = { paymentNumber: number; dueDate: string; amountCents: number };

export type TCostOfCredit = {
  principalCents: number;
  /** The flat rate charged once on the amount lent, for the whole term. */
  ratePercent: number;
  termWeeks: number;
  totalInterestCents: number;
  totalRepayableCents: number;
  instalments: TDisclosedInstalment[];
  /** Annual percentage rate, rounded half-up to one decimal. */
  aprPercent: number;
  lateFeeCents: number;
  /** "J$600.00 per late payment (20% of one weekly payment of J$3,000.00)". */
  lateFee: string;
  /** The plain-language "if a payment is late" box, one sentence a line. */
  latePaymentExplained: string[];
};

/**
 * The weekly rate r at which sum(amount / (1 + r)^(weeks to its due date)) equals the principal,
 * found by bisection (the present value falls as r grows, so there is exactly one root).
 */
export function weeklyRateOf(principalCents: number, flows: readonly { weeks: number; amountCents: number }[]): number {
  const presentValue = (r: number) => flows.reduce((sum, f) => sum + f.amountCents / (1 + r) ** f.weeks, 0);
  const repaid = flows.reduce((sum, f) => sum + f.amountCents, 0);
  if (principalCents <= 0 || repaid <= principalCents) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > principalCents) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-15; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > principalCents) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Nominal APR in percent, one decimal: the weekly rate times 52. */
export function aprPercentOf(principalCents: number, flows: readonly { weeks: number; amountCents: number }[]): number {
  return Math.round(weeklyRateOf(principalCents, flows) * 52 * 100 * 10) / 10;
}

/** "401.1%" */
export function formatApr(aprPercent: number): string {
  return `${aprPercent.toFixed(1)}%`;
}

/** The plain-language box; ruleText is "20% of one weekly payment" or "a fixed amount". */
export function latePaymentExplained(lateFeeCents: number, ruleText: string): string[] {
  return [
    `For each payment not made in full by its due date, a late fee of ${formatCents(lateFeeCents)} is added (${ruleText}).`,
    'Late fees are paid on top of your instalments: they do not reduce what you owe on the loan.',
    'We will contact you about any missed payment. If payments stay unpaid, the loan may be marked as defaulted, which lowers your credit status with us, and we may take steps to recover what is owed, including from the collateral you pledged.',
    'If you cannot pay on time, talk to us before the due date.',
  ];
}

/**
 * Everything the borrower must see before signing, for a quote that starts on startDay (the
 * calculator assumes today; the agreement uses the loan's start date or the proposed one).
 */
export function discloseCostOfCredit(input: { quote: TLoanQuote; ratePercent: number; startDay: string; lateFeeRule: TLateFeeRule; frequency?: string }): TCostOfCredit {
  const { quote, startDay } = input;
  const frequency = input.frequency ?? 'weekly';
  const schedule = buildSchedule({
    totalCents: quote.totalAmountCents,
    principalCents: quote.principalCents,
    weeklyInstalmentCents: quote.weeklyPaymentCents,
    termWeeks: quote.termWeeks,
    frequency,
    startDay,
  });
  const instalments = schedule.map((row) => ({ paymentNumber: row.paymentNumber, dueDate: row.dueDate, amountCents: row.amountCents }));
  const flows = instalments.map((row) => ({ weeks: daysBetween(startDay, row.dueDate) / 7, amountCents: row.amountCents }));
  const lateFeeCents = lateFeeCentsFor(input.lateFeeRule, quote.weeklyPaymentCents, frequency);
  const lateFee = describeLateFee(input.lateFeeRule, quote.weeklyPaymentCents, frequency);
  return {
    principalCents: quote.principalCents,
    ratePercent: input.ratePercent,
    termWeeks: quote.termWeeks,
    totalInterestCents: quote.totalInterestCents,
    totalRepayableCents: quote.totalAmountCents,
    instalments,
    aprPercent: aprPercentOf(quote.principalCents, flows),
    lateFeeCents,
    lateFee,
    latePaymentExplained: latePaymentExplained(lateFeeCents, lateFeeRuleText(input.lateFeeRule, frequency)),
  };
}
