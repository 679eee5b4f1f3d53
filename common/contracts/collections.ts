import { z } from 'zod';
import { ZLedgerTotals } from './payments';
import { pageQuery, pagedResponse } from './paging';
import { dayField, moneyField, text } from './fields';

// The Debt collection tab and its calls (spec staff-area "Debt collection tab", entity
// debt_collection_records, sections 4 and 9). Money on the wire: two-decimal J$ strings.

export const COLLECTION_STATUSES = ['pending', 'in_progress', 'resolved', 'written_off'] as const;
export type TCollectionStatus = (typeof COLLECTION_STATUSES)[number];
/** A case is open while it is pending or in progress; at most one open case per loan. */
export const OPEN_COLLECTION_STATUSES = ['pending', 'in_progress'] as const;

export const COLLECTION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TCollectionPriority = (typeof COLLECTION_PRIORITIES)[number];

export const CONTACT_METHODS = ['phone', 'email', 'sms', 'visit'] as const;
export type TContactMethod = (typeof CONTACT_METHODS)[number];

/** Who a contact was with: the borrower, or the guarantor of a defaulted loan (issue 33). */
export const CONTACT_PARTIES = ['borrower', 'guarantor'] as const;
export type TContactParty = (typeof CONTACT_PARTIES)[number];

export const CONTACT_OUTCOMES = ['no_answer', 'spoke', 'promised_to_pay', 'refused', 'wrong_number', 'paid'] as const;
export type TContactOutcome = (typeof CONTACT_OUTCOMES)[number];
/** Reminders the system sends appear in the history with this outcome. */
export const REMINDER_OUTCOME = 'reminder_sent';

export const AGING_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type TAgingBucket = (typeof AGING_BUCKETS)[number];

export const PROMISE_STATES = ['pending', 'kept', 'broken'] as const;
export type TPromiseState = (typeof PROMISE_STATES)[number];

/** Reminder stages: 2 days before an instalment falls due, and days 1 and 7 past due. */
export const REMINDER_STAGES = ['before_due', 'past_due_1', 'past_due_7'] as const;
export type TReminderStage = (typeof REMINDER_STAGES)[number];
/** Days from the due date at which each stage goes out (negative: before). */
export const REMINDER_STAGE_OFFSETS: Record<TReminderStage, number> = { before_due: -2, past_due_1: 1, past_due_7: 7 };

/** The list's filter: the spec's four, written_off, and the follow-ups due today or earlier. */
export const COLLECTION_LIST_FILTERS = ['all', ...COLLECTION_STATUSES, 'follow_up_due'] as const;
export type TCollectionListFilter = (typeof COLLECTION_LIST_FILTERS)[number];

/** Fair collection (Microcredit Act conduct): calls and visits within these Jamaica hours, at most 3 contacts in 7 days. */
export const CONTACT_HOURS = { from: 8, to: 20 } as const;
export const MAX_CONTACTS_PER_WEEK = 3;

/** Aging buckets by their last day; beyond the last, 90+. The server's SQL is built from the same table. */
export const AGING_BUCKET_LIMITS: readonly (readonly [number, TAgingBucket])[] = [
  [30, '1-30'],
  [60, '31-60'],
  [90, '61-90'],
];
/** Priority from days past due, by the last day of each; beyond the last, urgent. */
export const PRIORITY_LIMITS: readonly (readonly [number, TCollectionPriority])[] = [
  [7, 'low'],
  [30, 'medium'],
  [60, 'high'],
];

/** The aging bucket of a number of days past due (null below 1: nothing is overdue). */
export function agingBucketOf(days: number): TAgingBucket | null {
  if (days < 1) return null;
  return AGING_BUCKET_LIMITS.find(([upTo]) => days <= upTo)?.[1] ?? '90+';
}

/** The priority a case gets from its days past due, unless staff chose one. */
export function priorityForDays(days: number): TCollectionPriority {
  return PRIORITY_LIMITS.find(([upTo]) => days <= upTo)?.[1] ?? 'urgent';
}

/** Texts of the tab and the server's refusals, as the spec words them where it does. */
export const COLLECTION_TEXTS = {
  empty: 'No collection records found. Create collection records for overdue loans to track activities.',
  exportCompleteTitle: 'Export Complete',
  exportCompleteDescription: 'Debt collection data exported successfully.',
  noDataTitle: 'No Data',
  noDataDescription: 'No collection records available to export.',
  paidUpToDate: 'Paid up to date',
} as const;

export const COLLECTION_MESSAGES = {
  notFound: 'Collection record not found',
  guarantorOnlyDefaulted: 'The guarantor can be contacted only about a defaulted loan that names one.',
  loanNotFound: 'Loan application not found',
  notOverdue: 'This loan is not overdue: nothing on it fell due without being paid.',
  alreadyOpen: 'This loan already has an open collection record.',
  collectorNotStaff: 'The assigned collector must be an active staff member.',
  writeOffNotAllowed: 'Only an admin or super admin can write off a collection record.',
  closed: 'This collection record is closed and cannot be changed.',
  promiseRequired: 'Promised amount and promised date are required when the borrower promised to pay.',
  promiseOnlyWithPromise: 'Promised amount and promised date are only given when the borrower promised to pay.',
  promisedAmount: 'Promised amount must be more than J$0.00 with at most two decimals.',
  promisedDatePast: 'Promised date cannot be before today.',
  resolveNeedsPayment: 'A case resolves by itself once nothing on its loan is overdue; it can be written off instead.',
} as const;

const money = z.string();
const day = dayField('Date', 'Dates must be real days written YYYY-MM-DD');
const notes = (label: string) => text(label, { multiline: true }).trim().max(2000, { error: `${label} must be at most 2000 characters` });
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

export const ZPromise = z.object({ amount: money, date: z.string(), state: z.enum(PROMISE_STATES) });
export type TPromise = z.infer<typeof ZPromise>;

/** One collection case as the list shows it. */
export const ZCollectionItem = z.object({
  id: z.string(),
  loanApplicationId: z.string(),
  applicationNumber: z.string(),
  loanStatus: z.string(),
  borrowerName: z.string(),
  borrowerEmail: z.string(),
  borrowerPhone: z.string(),
  /** All still owed on the loan. */
  outstandingAmount: money,
  /** The overdue part. */
  amountDue: money,
  /** Days since the oldest unpaid instalment fell due (Jamaica days); for a closed case, as it was when it closed. */
  daysPastDue: z.number().int(),
  agingBucket: z.enum(AGING_BUCKETS).nullable(),
  priority: z.enum(COLLECTION_PRIORITIES),
  collectionStatus: z.enum(COLLECTION_STATUSES),
  lastContactDate: z.string().nullable(),
  contactMethod: z.enum(CONTACT_METHODS).nullable(),
  nextFollowUpDate: z.string().nullable(),
  assignedCollector: z.object({ id: z.string(), name: z.string() }).nullable(),
  promise: ZPromise.nullable(),
  /** Contacts on this case flagged under the fair-collection rules. */
  flaggedContacts: z.number().int(),
  resolutionDate: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type TCollectionItem = z.infer<typeof ZCollectionItem>;

export const COLLECTION_PAGE_SIZE = 50;

export const ZCollectionListRequest = z.object({
  status: oneOf(COLLECTION_LIST_FILTERS, 'status').default('all'),
  priority: z.union([z.literal(''), oneOf(COLLECTION_PRIORITIES, 'priority')]).default(''),
  q: text('Search').trim().max(200, { error: 'Search must be at most 200 characters' }).default(''),
  ...pageQuery(COLLECTION_PAGE_SIZE, 500),
});
export type TCollectionListRequest = z.infer<typeof ZCollectionListRequest>;
export type TCollectionListQuery = z.input<typeof ZCollectionListRequest>;

/** Answered with a strong ETag and 'private, no-cache'; a matching If-None-Match answers 304. */
export const ZCollectionListResponse = pagedResponse(ZCollectionItem);
export type TCollectionListResponse = z.infer<typeof ZCollectionListResponse>;

export const ZContact = z.object({
  id: z.string(),
  contactMethod: z.enum(CONTACT_METHODS),
  outcome: z.union([z.enum(CONTACT_OUTCOMES), z.literal(REMINDER_OUTCOME)]),
  notes: z.string().nullable(),
  promisedAmount: money.nullable(),
  promisedDate: z.string().nullable(),
  contactedAt: z.string(),
  contactedBy: z.string(),
  /** Why the contact was flagged under the fair-collection rules, or null. */
  flagReason: z.string().nullable(),
  /** Who was contacted (issue 33): the borrower unless it says guarantor. */
  party: z.enum(CONTACT_PARTIES).optional(),
});
export type TContact = z.infer<typeof ZContact>;

/** GET /api/collections/{id}: the case, its contacts (newest first) and the loan's ledger summary. */
export const ZCollectionDetail = ZCollectionItem.extend({
  contactNotes: z.string().nullable(),
  contacts: z.array(ZContact),
  ledger: ZLedgerTotals,
});
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;

/** POST /api/collections: the New Collection form. */
export const ZCreateCollectionRequest = z.object({
  loanApplicationId: text('loanApplicationId').trim().min(1, { error: 'Loan is required' }).max(100),
  priority: oneOf(COLLECTION_PRIORITIES, 'Priority').default('medium'),
  contactMethod: oneOf(CONTACT_METHODS, 'Contact method').nullish(),
  notes: notes('Notes').nullish(),
  nextFollowUpDate: day.nullish(),
  assignedCollectorId: z.string().max(100).nullish(),
});
export type TCreateCollectionRequest = z.infer<typeof ZCreateCollectionRequest>;
export type TCreateCollectionInput = z.input<typeof ZCreateCollectionRequest>;

/** PATCH /api/collections/{id}. written_off is for admin and super_admin and moves the loan to defaulted. */
export const ZUpdateCollectionRequest = z.object({
  priority: oneOf(COLLECTION_PRIORITIES, 'Priority').optional(),
  collectionStatus: oneOf(COLLECTION_STATUSES, 'Collection status').optional(),
  nextFollowUpDate: day.nullish(),
  assignedCollectorId: z.string().max(100).nullish(),
  resolutionNotes: notes('Resolution notes').nullish(),
});
export type TUpdateCollectionRequest = z.infer<typeof ZUpdateCollectionRequest>;

/** POST /api/collections/{id}/contacts. The promise fields go with promised_to_pay, and only with it. */
export const ZLogContactRequest = z.object({
  contactMethod: oneOf(CONTACT_METHODS, 'Contact method'),
  /** guarantor: only for a defaulted loan that names one. */
  party: oneOf(CONTACT_PARTIES, 'Party').optional(),
  outcome: oneOf(CONTACT_OUTCOMES, 'Outcome'),
  notes: notes('Notes').nullish(),
  promisedAmount: moneyField('Promised amount', { invalid: COLLECTION_MESSAGES.promisedAmount }).nullish(),
  promisedDate: day.nullish(),
});
export type TLogContactRequest = z.infer<typeof ZLogContactRequest>;
export type TLogContactInput = z.input<typeof ZLogContactRequest>;

export const ZFindOverdueResponse = z.object({ created: z.number().int(), alreadyOpen: z.number().int() });
export type TFindOverdueResponse = z.infer<typeof ZFindOverdueResponse>;

export const ZCollectionStatistics = z.object({
  /** Open cases whose loan has an overdue amount. */
  overdueLoans: z.number().int(),
  amountDue: money,
  inProgress: z.number().int(),
  resolved: z.number().int(),
  /** Outstanding on loans more than 30 days past due over all outstanding, percent with 1 decimal. */
  portfolioAtRisk30: z.number(),
  buckets: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), loans: z.number().int(), amount: money })),
  promisesKept: z.number().int(),
  promisesBroken: z.number().int(),
});
export type TCollectionStatistics = z.infer<typeof ZCollectionStatistics>;

/** GET /api/collections/overdue-loans: the New Collection dialog's picker (overdue loans without an open case). */
export const ZOverdueLoansRequest = z.object({ q: text('Search').trim().max(100).default('') });
export const ZOverdueLoan = z.object({
  loanApplicationId: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  outstandingAmount: money,
  amountDue: money,
  daysPastDue: z.number().int(),
});
export type TOverdueLoan = z.infer<typeof ZOverdueLoan>;
export const ZOverdueLoansResponse = z.array(ZOverdueLoan);

/** GET /api/collections/collectors: staff who can be assigned a case. */
export const ZCollectorsResponse = z.array(z.object({ id: z.string(), name: z.string() }));
export type TCollector = z.infer<typeof ZCollectorsResponse>[number];

/** The reminder stages and whether each is on (GET; PUT by admin and super_admin). */
export const ZReminderSettings = z.object({ before_due: z.boolean(), past_due_1: z.boolean(), past_due_7: z.boolean() });
export type TReminderSettings = z.infer<typeof ZReminderSettings>;
export const ZReminderSettingsUpdate = ZReminderSettings.partial();
