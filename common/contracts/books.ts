import { z } from 'zod';
import { dayField, text } from './fields';

// The books (issue 41): one double-entry journal every money figure is read from. Admin and super
// admin only. Money as two-decimal J$ strings (debits and credits are kept in integer cents);
// days are Jamaica calendar days, months "YYYY-MM".

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** The default chart of accounts: the codes are a contract (the shop may rename, never renumber). */
export const ACCOUNTS = {
  cash: '1000',
  bank: '1010',
  loansReceivable: '1100',
  unearnedInterest: '2000',
  surplusOwed: '2100',
  ownersCapital: '3000',
  interestIncome: '4000',
  lateFeeIncome: '4010',
  pledgeSaleIncome: '4020',
  unclaimedSurplusIncome: '4030',
  loansWrittenOff: '5000',
  cashOverShort: '5010',
  costsOfSale: '5020',
} as const;
export type TAccountCode = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** What each kind of entry is, as staff read it (the journal screen, the CSV's "kind" column). */
export const ENTRY_KINDS = {
  loan_paid_out: 'Loan paid out',
  payment_received: 'Payment received',
  payment_deleted: 'Payment deleted',
  late_fee_charged: 'Late fee charged',
  late_fee_reversed: 'Late fee reversed',
  pawn_charges: 'Pawn charges',
  pawn_charges_reversed: 'Pawn charges reversed',
  renewal: 'Renewal',
  write_off: 'Loan written off',
  pledge_sale: 'Pledge sold',
  surplus_paid: 'Surplus paid out',
  surplus_expired: 'Surplus unclaimed',
  drawer_float: 'Drawer float',
  drawer_count: 'Drawer over or short',
} as const;
export type TEntryKind = keyof typeof ENTRY_KINDS;

export const BOOKS_MESSAGES = {
  monthInvalid: 'Month must be a calendar month written YYYY-MM.',
  monthNotOver: (month: string) => `${month} has not ended yet: a month can be closed from the first day of the next one.`,
  monthAlreadyClosed: (month: string) => `${month} is already closed.`,
  earlierMonthOpen: (earlier: string) => `${earlier} is still open: close the months in order, oldest first.`,
  beforeTheBooks: (first: string) => `The books have nothing before ${first}: the first month to close is ${first}.`,
  postingInClosedMonth: (month: string) => `The books for ${month} are closed: nothing more can be booked in that month.`,
  accountNotFound: 'There is no account with that code.',
  rangeReversed: 'The start of the range must not be after its end.',
  rangeTooLong: 'The range can cover at most 5 years.',
} as const;

const money = z.string();
const format = z.enum(['json', 'csv'], { error: 'format must be one of json, csv' }).optional();

/** POST /api/books/close-month */
export const ZCloseMonthRequest = z.object({
  month: text('Month').trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: BOOKS_MESSAGES.monthInvalid }),
});
export type TCloseMonthRequest = z.infer<typeof ZCloseMonthRequest>;

export const ZClosedMonth = z.object({ month: z.string(), closedAt: z.string(), closedBy: z.string() });
export type TClosedMonth = z.infer<typeof ZClosedMonth>;

/** GET /api/books/months: the months closed, newest first, and the first one still open. */
export const ZBookMonthsResponse = z.object({ items: z.array(ZClosedMonth), total: z.number().int(), firstOpenMonth: z.string() });
export type TBookMonthsResponse = z.infer<typeof ZBookMonthsResponse>;

/** GET /api/books/trial-balance?asOf=YYYY-MM-DD (today when absent). */
export const ZTrialBalanceQuery = z.object({ asOf: dayField('asOf').optional() });
export type TTrialBalanceQuery = z.infer<typeof ZTrialBalanceQuery>;

export const ZTrialBalanceAccount = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  debit: money,
  credit: money,
  /** Debit less credit for assets and expenses, credit less debit for the others. */
  balance: money,
});
export type TTrialBalanceAccount = z.infer<typeof ZTrialBalanceAccount>;

export const ZTrialBalanceResponse = z.object({
  asOf: z.string(),
  accounts: z.array(ZTrialBalanceAccount),
  totals: z.object({ debit: money, credit: money }),
});
export type TTrialBalanceResponse = z.infer<typeof ZTrialBalanceResponse>;

/** GET /api/books/journal?from=&to= (this month when absent), or ?format=csv. */
export const ZJournalQuery = z.object({ from: dayField('from').optional(), to: dayField('to').optional(), format });
export type TJournalQuery = z.infer<typeof ZJournalQuery>;

export const ZJournalLine = z.object({ accountCode: z.string(), accountName: z.string(), debit: money, credit: money });
export const ZJournalEntry = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  kind: z.string(),
  /** The ticket, receipt or loan number the entry is about; never a raw id. */
  reference: z.string(),
  memo: z.string(),
  lines: z.array(ZJournalLine),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;
export const ZJournalResponse = z.object({ from: z.string(), to: z.string(), entries: z.array(ZJournalEntry) });
export type TJournalResponse = z.infer<typeof ZJournalResponse>;

/** GET /api/books/accounts/{code}?from=&to= (this month when absent). */
export const ZAccountParams = z.object({ code: text('Account code').max(10) });
export const ZAccountQuery = z.object({ from: dayField('from').optional(), to: dayField('to').optional() });
export type TAccountQuery = z.infer<typeof ZAccountQuery>;

export const ZAccountLine = z.object({
  entryId: z.string(),
  number: z.number().int(),
  date: z.string(),
  kind: z.string(),
  reference: z.string(),
  memo: z.string(),
  debit: money,
  credit: money,
  /** The account's balance after this line, read the way its type reads (as the trial balance does). */
  balance: money,
});
export type TAccountLine = z.infer<typeof ZAccountLine>;
export const ZAccountResponse = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  from: z.string(),
  to: z.string(),
  openingBalance: money,
  lines: z.array(ZAccountLine),
  closingBalance: money,
});
export type TAccountResponse = z.infer<typeof ZAccountResponse>;
