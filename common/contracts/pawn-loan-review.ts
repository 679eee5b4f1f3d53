import { z } from 'zod';
import { APPLICATION_STATUSES, PAYMENT_FREQUENCIES, VERIFICATION_FIELDS, VERIFICATION_STATUSES } from '../application-status';
import { ZApplicationBorrowerRecord } from './borrower-changes';
import { DISBURSEMENT_METHODS } from './cash-drawer';
import { isCalendarDay, text } from './fields';
import { ZPawnLoanListItem } from './pawn-loans-list';
import { ZLedgerTotals } from './payments';

/** One row of an application's status history, oldest first. */
export const ZStatusHistoryEntry = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedByName: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TStatusHistoryEntry = z.infer<typeof ZStatusHistoryEntry>;

/** GET /api/pawn-loans/{id} (staff): the application and its status history. */
export const ZPawnLoanDetailResponse = z.object({
  application: ZPawnLoanListItem,
  history: z.array(ZStatusHistoryEntry),
  /** The borrower record it names: the account link and the changes it proposes (DESIGN decision 18). Always sent since 0.14. */
  borrowerRecord: ZApplicationBorrowerRecord.optional(),
  /**
   * Where the loan stands today (the ledger's totals, late fees charged, paid and outstanding
   * included: issue 30 item 6); null before approval. Always sent since 0.14.
   */
  ledger: ZLedgerTotals.nullable().optional(),
});
export type TPawnLoanDetailResponse = z.infer<typeof ZPawnLoanDetailResponse>;

export const ZPawnLoanIdParams = z.object({ id: z.uuid({ error: 'Application not found' }) });

export const MAX_REVIEW_NOTES = 2000;

/**
 * PATCH /api/pawn-loans/{id}/status. reviewedBy is accepted for the spec's client but ignored: the
 * server records the reviewer from the session (full name, else e-mail).
 */
/** Moves with which staff confirm the day the loan starts (DESIGN decision 12). */
export const START_DATE_STATUSES: readonly string[] = ['approved', 'active'];
export const MAX_START_DAYS_AHEAD = 30;
export const START_DATE_MESSAGES = {
  notThisMove: 'A start date can only be given when a loan is approved or made active.',
  invalid: 'Start date must be a calendar date written YYYY-MM-DD.',
  tooFarAhead: `The start date can be at most ${MAX_START_DAYS_AHEAD} days from today.`,
  reasonRequired: 'A start date in the past needs a reason (for example, the loan was paid out on paper that day).',
} as const;

/**
 * What is wrong with a start date confirmed on `today` (both "YYYY-MM-DD", Jamaica), or null: a real
 * day, at most 30 days ahead, and a reason when it is in the past. Client and server say the same.
 */
export function startDateProblem(day: string, today: string, reason: string | null | undefined): string | null {
  if (!isCalendarDay(day)) return START_DATE_MESSAGES.invalid;
  const ahead = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (ahead > MAX_START_DAYS_AHEAD) return START_DATE_MESSAGES.tooFarAhead;
  if (day < today && !reason?.trim()) return START_DATE_MESSAGES.reasonRequired;
  return null;
}

export const ZStatusUpdateRequest = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }),
  reviewedBy: text('reviewedBy').max(200).nullish(),
  reviewNotes: text('Review notes', { multiline: true })
    .max(MAX_REVIEW_NOTES, { error: `Review notes must be at most ${MAX_REVIEW_NOTES} characters` })
    .nullish(),
  /** With approved or active: the day the loan starts (default today); the schedule counts from it. */
  startDate: text('Start date').max(10, { error: START_DATE_MESSAGES.invalid }).nullish(),
  /** Required when startDate is before today; audited. */
  startDateReason: text('Start date reason', { multiline: true }).max(500, { error: 'Start date reason must be at most 500 characters' }).nullish(),
  /** With active (from approved): how the loan was paid out (issue 34); cash when absent. */
  disbursementMethod: z.enum(DISBURSEMENT_METHODS, { error: `Disbursement method must be one of ${DISBURSEMENT_METHODS.join(', ')}` }).nullish(),
});
export type TStatusUpdateRequest = z.infer<typeof ZStatusUpdateRequest>;

/** PATCH /api/pawn-loans/{id}/payment-frequency: answers the updated application. */
export const ZPaymentFrequencyRequest = z.object({
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES, { error: `Payment frequency must be one of ${PAYMENT_FREQUENCIES.join(', ')}` }),
});
export type TPaymentFrequencyRequest = z.infer<typeof ZPaymentFrequencyRequest>;

/** PATCH /api/pawn-loans/{id}/verification: Verify, Reject or Reset (to pending) one of the four checks. */
export const ZVerificationRequest = z.object({
  field: z.enum(VERIFICATION_FIELDS, { error: `field must be one of ${VERIFICATION_FIELDS.join(', ')}` }),
  status: z.enum(VERIFICATION_STATUSES, { error: `status must be one of ${VERIFICATION_STATUSES.join(', ')}` }),
});
export type TVerificationRequest = z.infer<typeof ZVerificationRequest>;

/**
 * PATCH /api/pawn-loans/{id}/photo: replaces the borrower photo with one the caller uploaded
 * (POST /api/upload-photo or /api/objects/upload); the photo check goes back to pending.
 */
export const ZApplicationPhotoRequest = z.object({
  borrowerPhotoUrl: text('Photo').min(1, { error: 'Photo is required' }).max(500),
});
export type TApplicationPhotoRequest = z.infer<typeof ZApplicationPhotoRequest>;

/** What every review call answers: the application as it now stands. */
export const ZPawnLoanUpdatedResponse = ZPawnLoanListItem;
