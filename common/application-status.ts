import type { TRole } from './roles';
import { humanizeStatus, type TStatusTone } from './status-display';

/** Every status a pawn loan application can hold (spec staff-area section 4; cancelled is referenced only). */
export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'approved', 'active', 'completed', 'rejected', 'defaulted', 'cancelled'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The state machine of DESIGN decision 4: the only moves the server accepts. Anything else answers
 * 409. Completed, rejected and cancelled are final.
 */
export const STATUS_TRANSITIONS: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  submitted: ['reviewed', 'approved', 'rejected'],
  reviewed: ['approved', 'rejected'],
  approved: ['active', 'rejected'],
  active: ['completed', 'defaulted'],
  defaulted: ['active', 'completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

export function canMoveStatus(from: string, to: string): boolean {
  return (STATUS_TRANSITIONS[from as TApplicationStatus] ?? []).includes(to as TApplicationStatus);
}

/**
 * Who may make a move: a loan officer reviews (moves an application to reviewed) and pays out a loan
 * an admin approved (approved to active, at the counter with the pledge and the cash); approving,
 * rejecting, completing, defaulting and reinstating are decisions for admin and super_admin (the
 * profile tab's "Application Review & Approval" feature).
 */
export function canRoleSetStatus(role: TRole, from: string, to: string): boolean {
  if (role === 'admin' || role === 'super_admin') return true;
  return role === 'loan_officer' && (to === 'reviewed' || (from === 'approved' && to === 'active'));
}

/** The next statuses a role may choose from the current one, in the state machine's order. */
export function nextStatusesFor(role: TRole, from: string): TApplicationStatus[] {
  return (STATUS_TRANSITIONS[from as TApplicationStatus] ?? []).filter((to) => canRoleSetStatus(role, from, to));
}

/**
 * The one vocabulary of application statuses: every badge, tab, chart and message reads these.
 * Labels follow the spec's wording (staff-area, Admin dashboard: the tabs read Submitted, Reviewed, ...).
 */
export const STATUS_LABELS: Record<TApplicationStatus, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  approved: 'Approved',
  active: 'Active',
  completed: 'Completed',
  rejected: 'Rejected',
  defaulted: 'Defaulted',
  cancelled: 'Cancelled',
};

/** Waiting is calm, a pending decision asks for attention, refusals and defaults are danger. */
export const STATUS_TONE: Record<TApplicationStatus, TStatusTone> = {
  submitted: 'info',
  reviewed: 'attention',
  approved: 'success',
  active: 'emphasis',
  completed: 'neutral',
  rejected: 'danger',
  defaulted: 'danger',
  cancelled: 'neutral',
};

export function isApplicationStatus(status: string): status is TApplicationStatus {
  return Object.hasOwn(STATUS_LABELS, status);
}

/** The label of a status; one the client does not know yet is shown readable rather than hidden. */
export function applicationStatusLabel(status: string): string {
  return isApplicationStatus(status) ? STATUS_LABELS[status] : humanizeStatus(status);
}

export function applicationStatusTone(status: string): TStatusTone {
  return isApplicationStatus(status) ? STATUS_TONE[status] : 'neutral';
}

/** Payment frequencies (spec staff-area section 4) and how many weekly instalments one payment covers. */
export const PAYMENT_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const;
export type TPaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const WEEKS_PER_PAYMENT: Record<TPaymentFrequency, number> = { weekly: 1, 'bi-weekly': 2, monthly: 4 };
export const FREQUENCY_LABELS: Record<TPaymentFrequency, string> = { weekly: 'Weekly', 'bi-weekly': 'Bi-weekly', monthly: 'Monthly' };

/** One payment for a frequency, in cents: the weekly instalment times 1, 2 or 4 (spec section 5, late fee). */
export function paymentCentsFor(weeklyInstalmentCents: number, frequency: string): number {
  return weeklyInstalmentCents * (WEEKS_PER_PAYMENT[frequency as TPaymentFrequency] ?? 1);
}

/** Statuses in which the frequency may still change: not once the loan is settled, refused or written off. */
export const FREQUENCY_EDITABLE_STATUSES: readonly TApplicationStatus[] = ['submitted', 'reviewed', 'approved', 'active'];

/** The four document checks of an application (spec staff-area section 4). */
export const VERIFICATION_FIELDS = ['borrowerPhotoVerified', 'borrowerTrnPhotoVerified', 'borrowerSignatureVerified', 'idDocumentVerified'] as const;
export type TVerificationField = (typeof VERIFICATION_FIELDS)[number];
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The document each check is about, and the application field holding it. */
export const VERIFICATION_DOCUMENTS: Record<TVerificationField, { label: string; urlField: 'borrowerPhotoUrl' | 'borrowerTrnPhotoUrl' | 'borrowerSignatureUrl' | 'idDocumentUrl' }> = {
  borrowerPhotoVerified: { label: 'Borrower photo', urlField: 'borrowerPhotoUrl' },
  borrowerTrnPhotoVerified: { label: 'TRN photo', urlField: 'borrowerTrnPhotoUrl' },
  borrowerSignatureVerified: { label: 'Signature', urlField: 'borrowerSignatureUrl' },
  idDocumentVerified: { label: 'ID document', urlField: 'idDocumentUrl' },
};
