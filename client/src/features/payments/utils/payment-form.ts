import { PAYMENT_MESSAGES, PAYMENT_TEXTS, type TLedgerTotals, type TPaymentMethod, type TRecordPaymentInput } from '@common/contracts/payments';
import { AMOUNT_COMMA_HINT, centsToDecimalString, formatCents, toCents } from '@common/money';

/** What the Record Payment form holds while it is being filled in (amounts as typed). */
export type TPaymentForm = {
  paymentAmount: string;
  /** Read-only on screen: only Add Late Fee changes it (spec staff-area section 5). */
  latePaymentCharge: string;
  paymentMethod: TPaymentMethod;
  /** "YYYY-MM-DD", a Jamaica day. */
  paymentDate: string;
  paymentReference: string;
  notes: string;
};

export const ZERO_AMOUNT = '0.00';

export function emptyPaymentForm(today: string): TPaymentForm {
  return { paymentAmount: '', latePaymentCharge: ZERO_AMOUNT, paymentMethod: 'cash', paymentDate: today, paymentReference: '', notes: '' };
}

const centsOf = (amount: string | null | undefined): number => (amount ? (toCents(amount) ?? 0) : 0);

/**
 * The amount a new payment starts with: one payment of the loan's frequency, but never more than the
 * loan still owes (the last payment is often smaller, and the server refuses anything above it).
 */
export function prefillAmount(totals: Pick<TLedgerTotals, 'paymentAmount' | 'outstanding'>): string {
  const cents = Math.min(centsOf(totals.paymentAmount), centsOf(totals.outstanding));
  return centsToDecimalString(Math.max(0, cents));
}

/** A chosen loan starts a fresh amount and a zero late charge; what was typed about the payment itself stays. */
export function formForLoan(form: TPaymentForm, totals: Pick<TLedgerTotals, 'paymentAmount' | 'outstanding'>): TPaymentForm {
  return { ...form, paymentAmount: prefillAmount(totals), latePaymentCharge: ZERO_AMOUNT };
}

export type TLateFeeResult =
  | { ok: true; latePaymentCharge: string }
  | { ok: false; title: string; description?: string };

/**
 * Add Late Fee: one fee (the loan's own rule, common/late-fee.ts) per press, up to the late fees
 * the loan owes (the ledger's: one per late instalment, less those paid), which is what the server accepts.
 */
export function addLateFee(
  current: string,
  totals: Pick<TLedgerTotals, 'lateFee' | 'lateFeesDue' | 'lateFeesCharged' | 'lateChargesPaid'> | null,
): TLateFeeResult {
  if (!totals) return { ok: false, title: PAYMENT_TEXTS.selectLoanFirst };
  const fee = centsOf(totals.lateFee);
  const due = centsOf(totals.lateFeesDue);
  if (due <= 0 || fee <= 0) return { ok: false, title: PAYMENT_TEXTS.noLateFeeTitle, description: PAYMENT_TEXTS.noLateFeeDescription };
  const next = centsOf(current) + fee;
  if (next > due) {
    return {
      ok: false,
      title: 'All Late Fees Added',
      description: `This loan owes ${formatCents(due)} in late fees (${formatCents(centsOf(totals.lateFeesCharged))} charged, ${formatCents(centsOf(totals.lateChargesPaid))} paid).`,
    };
  }
  return { ok: true, latePaymentCharge: centsToDecimalString(next) };
}

/** Why the typed amount cannot be sent, or null when it can. */
export function paymentAmountProblem(amount: string, outstanding: string | null): string | null {
  const cents = toCents(amount);
  const problem = 'Enter an amount in J$ greater than 0, with at most two decimals.';
  if (cents === null && amount.includes(',')) return `${problem} ${AMOUNT_COMMA_HINT}`;
  if (amount.trim() === '' || cents === null || cents <= 0) return problem;
  if (outstanding !== null && cents > centsOf(outstanding)) return `The loan owes ${formatCents(centsOf(outstanding))}; the payment cannot be more.`;
  return null;
}

/** Why the chosen date cannot be sent ("YYYY-MM-DD", not after today in Jamaica), or null. */
export function paymentDateProblem(date: string, today: string): string | null {
  if (date === '') return 'Choose the payment date.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return PAYMENT_MESSAGES.dateInvalid;
  return date > today ? PAYMENT_MESSAGES.dateInFuture : null;
}

/** The POST /api/payments body; amounts travel as two-decimal strings (spec section 5). */
export function toRecordPaymentInput(form: TPaymentForm, loanApplicationId: string, idempotencyKey: string): TRecordPaymentInput {
  const reference = form.paymentReference.trim();
  const notes = form.notes.trim();
  return {
    loanApplicationId,
    paymentAmount: centsToDecimalString(toCents(form.paymentAmount) ?? 0),
    latePaymentCharge: centsToDecimalString(centsOf(form.latePaymentCharge)),
    paymentMethod: form.paymentMethod,
    paymentDate: form.paymentDate,
    paymentReference: reference === '' ? null : reference,
    notes: notes === '' ? null : notes,
    idempotencyKey,
  };
}

/** The total the borrower hands over: the payment plus any late charge. */
export function totalOf(form: Pick<TPaymentForm, 'paymentAmount' | 'latePaymentCharge'>): number {
  return (toCents(form.paymentAmount) ?? 0) + centsOf(form.latePaymentCharge);
}
