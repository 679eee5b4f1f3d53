import { z } from 'zod';
import { moneyField, text, wholeNumber } from './fields';
import { pagedResponse, pageQuery } from './paging';

// Payments, the loan ledger and the borrower's own payment calls (spec staff-area
// sections 2 Payments tab, 3, 5, 7, 8). Money on the wire: two-decimal J$ strings ("3000.00").

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'online', 'mobile_money'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  online: 'Online',
  mobile_money: 'Mobile Money',
};

/** Loans a payment may be recorded for (spec section 4). */
export const PAYABLE_STATUSES = ['approved', 'active'] as const;

/** The spec's texts for the Payments tab and the borrower's payment history. */
export const PAYMENT_TEXTS = {
  subtitle: 'Record and track loan payments with automatic receipt generation',
  recorded: 'Payment recorded successfully.',
  recordFailed: 'Failed to record payment',
  empty: 'No payments recorded yet. Record your first payment to get started.',
  loading: 'Loading payments...',
  noLateFeeTitle: 'No Late Fee',
  noLateFeeDescription: 'This loan is not overdue or no late fee applicable.',
  selectLoanFirst: 'Please select a loan application first.',
  noDataTitle: 'No Data',
  noDataDescription: 'No payments available to export.',
  exportCompleteTitle: 'Export Complete',
  exportCompleteDescription: 'Payments data exported successfully.',
  deleteFailed: 'Failed to delete payment',
  resendFailed: 'Failed to resend receipt',
  deleteButton: 'Delete Payment',
  deleting: 'Deleting...',
  includesLateFee: 'Includes Late Fee',
  viewReceipt: 'View PDF Receipt',
} as const;

/** What the server answers when a request is refused (400/404/409), for tests and the client. */
export const PAYMENT_MESSAGES = {
  selectLoan: PAYMENT_TEXTS.selectLoanFirst,
  loanNotFound: 'Loan application not found',
  paymentNotFound: 'Payment not found',
  amountInvalid: 'Payment amount must be an amount in J$ greater than 0, with at most two decimals.',
  lateChargeInvalid: 'Late payment charge must be an amount in J$ of 0 or more, with at most two decimals.',
  noLateFee: `${PAYMENT_TEXTS.noLateFeeTitle} - ${PAYMENT_TEXTS.noLateFeeDescription}`,
  dateInvalid: 'Payment date must be a real date (YYYY-MM-DD).',
  dateInFuture: 'Payment date cannot be in the future.',
  idempotencyMismatch: 'The Idempotency-Key header and the idempotencyKey field differ.',
  idempotencyReused: 'This idempotency key was already used for a different payment.',
  searchTooShort: 'Search must be at least 2 characters.',
  deleted: 'Payment deleted',
  /** Issue 32: a renewal or a pledge sale fixed what this loan's payments came to; deleting one would undo neither. */
  deleteRenewed: (applicationNumber: string) => `This loan was renewed as ${applicationNumber}: its payments are part of the renewal and cannot be deleted.`,
  deleteSettledBySale: (saleDate: string) => `This loan was settled by the sale of its pledge on ${saleDate}: its payments are part of the sale's figures and cannot be deleted.`,
} as const;

const money = z.string();

/** Letters, digits and - _ . : only; a UUID from the browser fits. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * POST /api/payments (loan_officer, admin, super_admin). Amounts arrive as strings (numbers are
 * accepted too) and are converted to cents by the server. processedBy is accepted for the spec's
 * client and ignored: the server records the signed-in staff member. The idempotency key (this
 * field and/or the Idempotency-Key header) makes a repeat answer the same payment.
 */
export const ZRecordPaymentRequest = z.object({
  loanApplicationId: text('loanApplicationId').max(100).nullish(),
  paymentAmount: moneyField('Payment amount', {
    invalid: PAYMENT_MESSAGES.amountInvalid,
    required: PAYMENT_MESSAGES.amountInvalid,
    min: { cents: 1, message: PAYMENT_MESSAGES.amountInvalid },
  }),
  /** J$0.00 when absent or blank. */
  latePaymentCharge: moneyField('Late payment charge', { invalid: PAYMENT_MESSAGES.lateChargeInvalid, min: { cents: 0, message: PAYMENT_MESSAGES.lateChargeInvalid } }).nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` }).nullish(),
  /** "YYYY-MM-DD" (a Jamaica day) or an ISO date-time; today when absent. */
  paymentDate: text('Payment date').max(40).nullish(),
  paymentReference: text('Payment reference').trim().max(100, { error: 'Payment reference must be at most 100 characters' }).nullish(),
  notes: text('Notes', { multiline: true }).trim().max(1000, { error: 'Notes must be at most 1000 characters' }).nullish(),
  processedBy: text('processedBy').max(200).nullish(),
  idempotencyKey: z
    .string()
    .regex(IDEMPOTENCY_KEY, { error: 'idempotencyKey must be 8 to 100 letters, digits or - _ . :' })
    .nullish(),
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;
/** What the client sends. */
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentRequest>;

/** One payment as staff see it. totalAmount = paymentAmount + latePaymentCharge. */
export const ZPayment = z.object({
  id: z.string(),
  loanApplicationId: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  borrowerEmail: z.string(),
  paymentAmount: money,
  latePaymentCharge: money,
  totalAmount: money,
  paymentMethod: z.string(),
  /** ISO date-time; the Jamaica day is the payment's date. */
  paymentDate: z.string(),
  receiptNumber: z.string(),
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  processedBy: z.string(),
  status: z.string(),
  /**
   * What the loan still owed (principal and interest; late charges never reduce it) once this
   * payment and every payment recorded before it were counted.
   */
  balanceAfter: money,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;
/**
 * Where a payment's receipt e-mail stands, as the outbox and Email Settings say: sent; queued (an
 * e-mail configuration is active, the worker sends it within seconds); not_set_up (it waits: no
 * usable configuration, detail says why); failed (for good, detail is the last error); cancelled
 * (the payment was deleted).
 */
export const RECEIPT_EMAIL_STATES = ['sent', 'queued', 'not_set_up', 'failed', 'cancelled'] as const;
export type TReceiptEmailState = (typeof RECEIPT_EMAIL_STATES)[number];
export const ZReceiptEmail = z.object({
  state: z.enum(RECEIPT_EMAIL_STATES),
  toAddress: z.string(),
  detail: z.string().nullable(),
});
export type TReceiptEmail = z.infer<typeof ZReceiptEmail>;

/**
 * 201 for a new payment, 200 with the same payment for a repeat of its idempotency key; with what
 * became of its receipt e-mail, so the toast says what really happened.
 */
export const ZRecordPaymentResponse = ZPayment.extend({ receiptEmail: ZReceiptEmail });
export type TRecordPaymentResponse = z.infer<typeof ZRecordPaymentResponse>;

export const PAYMENT_LIST_DEFAULT_PAGE_SIZE = 10;
export const PAYMENT_LIST_MAX_PAGE_SIZE = 500;

/** GET /api/payments (staff): newest recorded first; search matches receipt number, borrower name, e-mail, phone or application number. */
export const ZPaymentListRequest = z.object({
  search: text('search').trim().max(100, { error: 'search must be at most 100 characters' }).default(''),
  ...pageQuery(PAYMENT_LIST_DEFAULT_PAGE_SIZE, PAYMENT_LIST_MAX_PAGE_SIZE),
});
export type TPaymentListRequest = z.infer<typeof ZPaymentListRequest>;
export type TPaymentListQuery = z.input<typeof ZPaymentListRequest>;

/** Answered with a strong ETag and 'private, no-cache'; a matching If-None-Match answers 304. */
export const ZPaymentListResponse = pagedResponse(ZPayment);
export type TPaymentListResponse = z.infer<typeof ZPaymentListResponse>;

/**
 * GET /api/payments/statistics (staff): the four tiles. totalCollected and thisMonth are completed
 * payments with their late charges (thisMonth: the current calendar month in Jamaica); pending is
 * what approved and active loans still owe (principal and interest); transactionCount counts
 * completed payments.
 */
export const ZPaymentStatisticsResponse = z.object({
  totalCollected: money,
  thisMonth: money,
  pending: money,
  transactionCount: z.number().int(),
});
export type TPaymentStatisticsResponse = z.infer<typeof ZPaymentStatisticsResponse>;

/** Where a loan stands today (Jamaica), in money strings. */
export const ZLedgerTotals = z.object({
  totalDue: money,
  paid: money,
  outstanding: money,
  /** Instalments due before today not yet covered by payments. */
  overdueAmount: money,
  isOverdue: z.boolean(),
  overdueInstalments: z.number().int(),
  nextDueDate: z.string().nullable(),
  nextDueAmount: money.nullable(),
  /** One payment of the loan's frequency (weekly instalment x 1, 2 or 4). */
  paymentAmount: money,
  /** The late fee for one period: the loan's own rule (its late fee percent of paymentAmount, 20% by default; a fixed fine on loans before 0018). The Add Late Fee button adds this. */
  lateFee: money,
  /** Late fees that may be collected with a payment now: the outstanding ones (lateFeesOutstanding). */
  lateFeesDue: money,
  /** Late charges received so far (revenue; they never reduce the balance). */
  lateChargesPaid: money,
  /**
   * Instalments that fell late (overdue now, or paid in full after their due day): the ledger
   * charges each one late fee, once (issue 30 item 6).
   */
  lateInstalments: z.number().int(),
  /** Late fees charged: lateFee x lateInstalments. */
  lateFeesCharged: money,
  /** Late fees charged less lateChargesPaid, never below 0.00. */
  lateFeesOutstanding: money,
  /** The day the loan's forfeited pledge was sold, null while it was not (issue 32): the sale settled the loan, so nothing on it is owed from then on. */
  settledOn: z.string().nullable(),
  /** What the sale settled: principal, interest and late fees owed on the sale day (0.00 when not sold). */
  settledAmount: money,
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

export const ZScheduleRow = z.object({
  id: z.string(),
  paymentNumber: z.number().int(),
  paymentAmount: money,
  principalAmount: money,
  interestAmount: money,
  remainingBalance: money,
  /** "YYYY-MM-DD", a Jamaica day. */
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  /** pending, partially_paid or paid. */
  status: z.string(),
  amountPaid: money,
  /** Due before today and not fully paid. */
  isOverdue: z.boolean(),
});
export type TScheduleRow = z.infer<typeof ZScheduleRow>;

/** GET /api/pawn-loans/{id}/ledger (staff): the schedule, the payments (oldest first) and the totals. */
export const ZLoanLedgerResponse = z.object({
  loan: z.object({
    id: z.string(),
    applicationNumber: z.string(),
    borrowerName: z.string(),
    borrowerEmail: z.string(),
    status: z.string(),
    paymentFrequency: z.string(),
    termWeeks: z.number().int(),
    weeklyInstalment: money,
  }),
  schedule: z.array(ZScheduleRow),
  payments: z.array(ZPayment),
  totals: ZLedgerTotals,
  /** The day the figures are for ("YYYY-MM-DD", Jamaica). */
  today: z.string(),
});
export type TLoanLedgerResponse = z.infer<typeof ZLoanLedgerResponse>;

/** GET /api/payments/loans?search= (staff): the Record Payment dialog's loan picker and the quick search. */
export const ZPayableLoansRequest = z.object({
  search: text('search').trim().max(100, { error: 'search must be at most 100 characters' }).default(''),
  limit: wholeNumber('limit', 1, 50).default(20),
});
export type TPayableLoansRequest = z.infer<typeof ZPayableLoansRequest>;

export const ZPayableLoan = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  borrowerEmail: z.string(),
  borrowerPhone: z.string(),
  status: z.string(),
  paymentFrequency: z.string(),
  weeklyInstalment: money,
  totals: ZLedgerTotals,
});
export type TPayableLoan = z.infer<typeof ZPayableLoan>;
/** With no search: the 20 most recently changed approved or active loans; a search shorter than 2 characters answers 400. */
export const ZPayableLoansResponse = z.object({ loans: z.array(ZPayableLoan) });
export type TPayableLoansResponse = z.infer<typeof ZPayableLoansResponse>;

/** POST /api/payments/{id}/resend (staff): the receipt e-mail is queued again. */
export const ZResendReceiptResponse = z.object({ message: z.string() });
export type TResendReceiptResponse = z.infer<typeof ZResendReceiptResponse>;

/** One of the signed-in borrower's own payments (GET /api/auth/user/payment-history). */
export const ZBorrowerPayment = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  loanApplicationId: z.string(),
  applicationNumber: z.string(),
  paymentAmount: money,
  latePaymentCharge: money,
  totalAmount: money,
  paymentMethod: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  paymentDate: z.string(),
  balanceAfter: money,
  /** GET /api/payments/{id}/receipt: the PDF, for this borrower only. */
  receiptUrl: z.string(),
});
export type TBorrowerPayment = z.infer<typeof ZBorrowerPayment>;
/** Newest first. */
export const ZPaymentHistoryResponse = z.object({ payments: z.array(ZBorrowerPayment) });
export type TPaymentHistoryResponse = z.infer<typeof ZPaymentHistoryResponse>;

/**
 * GET /api/dashboard/stats (borrower): over the signed-in borrower's own loans that still owe
 * (approved, active, defaulted). latePayment: the late fees currently due on the overdue ones (one
 * fee per overdue instalment).
 */
export const ZBorrowerDashboardStatsResponse = z.object({
  /** Late fees outstanding on the borrower's owing loans: charged less paid (the ledger's, common/loan-ledger.ts). */
  latePayment: money,
  /** Late fees charged on those loans, one per late instalment. */
  lateFeesCharged: money,
  /** Late charges paid on those loans. */
  lateFeesPaid: money,
  outstanding: money,
  overdueAmount: money,
  /** Paid towards all of the borrower's own loans (completed payments, late charges apart), those that no longer owe included. */
  totalPaid: money,
  owingLoans: z.number().int(),
  overdueLoans: z.number().int(),
  nextDueDate: z.string().nullable(),
  nextDueAmount: money.nullable(),
});
export type TBorrowerDashboardStatsResponse = z.infer<typeof ZBorrowerDashboardStatsResponse>;
