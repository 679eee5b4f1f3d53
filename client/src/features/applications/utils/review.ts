import {
  applicationStatusLabel,
  FREQUENCY_EDITABLE_STATUSES,
  FREQUENCY_LABELS,
  nextStatusesFor,
  paymentCentsFor,
  STATUS_TRANSITIONS,
  VERIFICATION_DOCUMENTS,
  WEEKS_PER_PAYMENT,
  type TApplicationStatus,
  type TPaymentFrequency,
  type TVerificationField,
} from '@common/application-status';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { formatCents, toCents } from '@common/money';
import type { TRole } from '@common/roles';

const isFrequency = (value: string): value is TPaymentFrequency => value in WEEKS_PER_PAYMENT;

/** "Payment per bi-weekly period": the label over the amount one payment comes to. */
export function paymentLabelFor(frequency: string): string {
  const label = isFrequency(frequency) ? FREQUENCY_LABELS[frequency] : FREQUENCY_LABELS.weekly;
  return `Payment per ${label.toLowerCase()} period`;
}

/** One payment at this frequency, as J$ text, from the weekly instalment the server sent ("3600.00"). */
export function paymentAmountText(weeklyInstalment: string, frequency: string): string {
  return formatCents(paymentCentsFor(toCents(weeklyInstalment) ?? 0, frequency));
}

/** "4 weekly instalments" under the amount, so monthly is not mistaken for a calendar month. */
export function paymentCoverText(frequency: string): string {
  const weeks = isFrequency(frequency) ? WEEKS_PER_PAYMENT[frequency] : 1;
  return weeks === 1 ? 'One weekly instalment' : `${weeks} weekly instalments`;
}

/**
 * What the borrower repays: the stored total repayment, which older rows leave at 0.00, else the
 * total amount (spec section 9's fallback order).
 */
export function totalRepaymentOf(item: Pick<TPawnLoanListItem, 'totalRepayment' | 'totalAmount'>): string {
  const repayment = toCents(item.totalRepayment) ?? 0;
  return repayment > 0 ? item.totalRepayment : item.totalAmount;
}

export function canChangeFrequency(status: string): boolean {
  return (FREQUENCY_EDITABLE_STATUSES as readonly string[]).includes(status);
}

export function statusLabelOf(status: string | null): string {
  if (!status) return '—';
  return applicationStatusLabel(status);
}

/**
 * Why the Status Update tab offers nothing: the status is final, or the next decisions belong to
 * admins (a loan officer moves applications to reviewed and pays out approved loans). Null when there are choices.
 */
export function noStatusChoiceReason(role: TRole, status: string): string | null {
  if (nextStatusesFor(role, status).length > 0) return null;
  const label = statusLabelOf(status);
  const moves = STATUS_TRANSITIONS[status as TApplicationStatus] ?? [];
  if (moves.length === 0) return `This application is ${label}. That status is final and cannot be changed.`;
  return `This application is ${label}. Only an admin or super admin can move it on from here.`;
}

/** The stored file a check is about, or null when the borrower did not provide it. */
export function documentUrlOf(item: TPawnLoanListItem, field: TVerificationField): string | null {
  const url = item[VERIFICATION_DOCUMENTS[field].urlField];
  return url && url.trim() !== '' ? url : null;
}

export function hasGuarantor(item: Pick<TPawnLoanListItem, 'guarantorName' | 'guarantorAddress' | 'guarantorTRN' | 'guarantorPhone'>): boolean {
  return [item.guarantorName, item.guarantorAddress, item.guarantorTRN, item.guarantorPhone].some((v) => !!v && v.trim() !== '');
}
