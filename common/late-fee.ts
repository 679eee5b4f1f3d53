import { FREQUENCY_LABELS, paymentCentsFor, type TPaymentFrequency } from './application-status';
import { divideRoundHalfUp, formatCents, toCents } from './money';
import { DEFAULT_LATE_FEE_PERCENT } from './shop-defaults';

// The late fee rule has one home: what the agreement states is what the ledger charges. Each loan
// keeps the rule its agreement stated (DESIGN decision 13): new agreements charge a percent of one
// payment of the loan's frequency; loans stored before the rule was kept per loan stated a fixed
// J$ amount per late payment, and keep it.

/**
 * The spec's rule (staff-area section 5): 20% of one payment of the loan's frequency. New agreements
 * state the shop's own percent (shop settings, lateFeePercent), which starts as this.
 */
export const LATE_FEE_PERCENT = DEFAULT_LATE_FEE_PERCENT;

export type TLateFeeRule = { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: number };

/** The rule a new agreement states when the shop charges this percent of one payment. */
export const percentLateFeeRule = (percent: number): TLateFeeRule => ({ kind: 'percent', percent });

/** The default rule, before a shop sets its own (pages show it until the settings arrive). */
export const CURRENT_LATE_FEE_RULE: TLateFeeRule = percentLateFeeRule(LATE_FEE_PERCENT);

/** The rule a stored loan states: its late_fee_percent when set, else its fixed late_fine. */
export function lateFeeRuleOf(stored: { lateFeePercent: string | number | null; lateFine: string | number }): TLateFeeRule {
  if (stored.lateFeePercent !== null) {
    const percent = Number(stored.lateFeePercent);
    if (Number.isFinite(percent) && percent >= 0) return { kind: 'percent', percent };
  }
  const cents = toCents(stored.lateFine);
  if (cents === null) throw new Error(`stored late fine is not a decimal: ${stored.lateFine}`);
  return { kind: 'fixed', cents };
}

/** The late fee for one late payment, in cents (a percent is rounded half-up to the cent). */
export function lateFeeCentsFor(rule: TLateFeeRule, weeklyInstalmentCents: number, frequency: string): number {
  if (rule.kind === 'fixed') return rule.cents;
  // percent may carry two decimals (numeric(5,2)): work in hundredths of a percent to stay exact.
  const hundredths = Math.round(rule.percent * 100);
  return divideRoundHalfUp(paymentCentsFor(weeklyInstalmentCents, frequency) * hundredths, 100 * 100);
}

const frequencyWord = (frequency: string) => (FREQUENCY_LABELS[frequency as TPaymentFrequency] ?? frequency).toLowerCase();
const percentText = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%`;

/** The rule in words without the J$ figure: "20% of one weekly payment" / "a fixed amount". */
export function lateFeeRuleText(rule: TLateFeeRule, frequency: string): string {
  return rule.kind === 'percent' ? `${percentText(rule.percent)} of one ${frequencyWord(frequency)} payment` : 'a fixed amount';
}

/**
 * The sentence every surface shows (form, print, e-mail, agreement PDF, dashboard, receipts):
 * "J$600.00 per late payment (20% of one weekly payment of J$3,000.00)".
 */
export function describeLateFee(rule: TLateFeeRule, weeklyInstalmentCents: number, frequency: string): string {
  const fee = formatCents(lateFeeCentsFor(rule, weeklyInstalmentCents, frequency));
  if (rule.kind === 'fixed') return `${fee} per late payment (a fixed amount)`;
  const payment = formatCents(paymentCentsFor(weeklyInstalmentCents, frequency));
  return `${fee} per late payment (${lateFeeRuleText(rule, frequency)} of ${payment})`;
}
