import {
  BOOKS_MESSAGES as M,
  ENTRY_KINDS,
  type TAccountQuery,
  type TAccountResponse,
  type TAccountType,
  type TBookMonthsResponse,
  type TCloseMonthRequest,
  type TJournalQuery,
  type TJournalResponse,
  type TTrialBalanceResponse,
} from '@common/contracts/books';
import { csvField } from '@common/csv';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import { sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit, type TAuditActor } from '../audit';
import {
  firstEntryMonth,
  insertClosedMonth,
  isMonthClosed,
  listAccounts,
  listClosedMonths,
  listJournalLines,
  sumAccountBefore,
  sumAccountsThrough,
  type TJournalLineRow,
} from './journal.repository';

export type TBooksDeps = { db: TDb; now?: () => Date };

const money = centsToDecimalString;
const todayOf = (deps: TBooksDeps) => jamaicaDayOf((deps.now ?? (() => new Date()))());
const debitNormal = (type: TAccountType) => type === 'asset' || type === 'expense';
/** A balance the way its account's type reads it: debit less credit for assets and expenses. */
export const balanceOf = (type: TAccountType, debit: number, credit: number) => (debitNormal(type) ? debit - credit : credit - debit);

/** "2026-03" -> the month after, "2026-04". */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** A range of days: this month so far when absent; 400 when reversed or longer than 5 years. */
function rangeOf(deps: TBooksDeps, query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const today = todayOf(deps);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw new AppError('BAD_REQUEST', M.rangeReversed);
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 5) throw new AppError('BAD_REQUEST', M.rangeTooLong);
  return { from, to };
}

/** GET /api/books/trial-balance: every account's debits, credits and balance on a day. */
export async function readTrialBalance(deps: TBooksDeps, query: { asOf?: string | undefined }): Promise<TTrialBalanceResponse> {
  const asOf = query.asOf ?? todayOf(deps);
  const rows = await sumAccountsThrough(deps.db, asOf);
  let debit = 0;
  let credit = 0;
  const accounts = rows.map((r) => {
    debit += r.debit;
    credit += r.credit;
    return { code: r.code, name: r.name, type: r.type, debit: money(r.debit), credit: money(r.credit), balance: money(balanceOf(r.type, r.debit, r.credit)) };
  });
  return { asOf, accounts, totals: { debit: money(debit), credit: money(credit) } };
}

/** Every account's balance on a day, in cents, by code (the trial balance's figures). */
export async function readAccountBalances(db: TExecutor, asOf: string): Promise<Map<string, number>> {
  return new Map((await sumAccountsThrough(db, asOf)).map((r) => [r.code, balanceOf(r.type, r.debit, r.credit)]));
}

/** The lines of one entry after another, grouped into entries. */
function entriesOf(lines: readonly TJournalLineRow[]): TJournalResponse['entries'] {
  const entries: TJournalResponse['entries'] = [];
  for (const l of lines) {
    let entry = entries[entries.length - 1];
    if (!entry || entry.id !== l.entryId) {
      entry = { id: l.entryId, number: l.number, date: l.date, kind: l.kind, reference: l.reference, memo: l.memo, lines: [] };
      entries.push(entry);
    }
    entry.lines.push({ accountCode: l.accountCode, accountName: l.accountName, debit: money(l.debit), credit: money(l.credit) });
  }
  return entries;
}

/** GET /api/books/journal: every entry dated in the range, oldest first. */
export async function readJournal(deps: TBooksDeps, query: TJournalQuery): Promise<TJournalResponse> {
  const { from, to } = rangeOf(deps, query);
  return { from, to, entries: entriesOf(await listJournalLines(deps.db, from, to)) };
}

export const JOURNAL_CSV_HEADER = ['Date', 'Entry number', 'Kind', 'Reference', 'Account code', 'Account name', 'Debit', 'Credit', 'Memo'];

/** The journal as a general journal import: one row per line, debits and credits as plain numbers. */
export function journalCsv(journal: TJournalResponse): string {
  const rows = [JOURNAL_CSV_HEADER.join(',')];
  for (const e of journal.entries) {
    const kind = ENTRY_KINDS[e.kind as keyof typeof ENTRY_KINDS] ?? e.kind;
    for (const l of e.lines) {
      rows.push(
        [csvField(e.date, { text: false }), String(e.number), csvField(kind), csvField(e.reference), csvField(l.accountCode, { text: false }), csvField(l.accountName), l.debit, l.credit, csvField(e.memo)].join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** GET /api/books/accounts/{code}: the opening balance on `from`, each line to `to`, and the closing balance. */
export async function readAccount(deps: TBooksDeps, code: string, query: TAccountQuery): Promise<TAccountResponse> {
  const account = (await listAccounts(deps.db)).find((a) => a.code === code);
  if (!account) throw new AppError('NOT_FOUND', M.accountNotFound);
  const { from, to } = rangeOf(deps, query);
  const before = await sumAccountBefore(deps.db, code, from);
  let running = balanceOf(account.type, before.debit, before.credit);
  const opening = running;
  const lines = (await listJournalLines(deps.db, from, to, code)).map((l) => {
    running += balanceOf(account.type, l.debit, l.credit);
    return { entryId: l.entryId, number: l.number, date: l.date, kind: l.kind, reference: l.reference, memo: l.memo, debit: money(l.debit), credit: money(l.credit), balance: money(running) };
  });
  return { code: account.code, name: account.name, type: account.type, from, to, openingBalance: money(opening), lines, closingBalance: money(running) };
}

/** "2026-03" -> the month before, "2026-02". */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/**
 * The first month still open, the one a close must name: the month after the last one closed;
 * before any is closed, the month of the oldest entry, or last month when the books began later (a
 * new shop closes its first month as soon as it has ended).
 */
async function firstOpenMonthOf(db: TExecutor, today: string): Promise<string> {
  const closed = await listClosedMonths(db);
  if (closed[0]) return nextMonth(closed[0].month);
  const lastMonth = previousMonth(today.slice(0, 7));
  const first = await firstEntryMonth(db);
  return first && first < lastMonth ? first : lastMonth;
}

/** GET /api/books/months */
export async function readBookMonths(deps: TBooksDeps): Promise<TBookMonthsResponse> {
  const closed = await listClosedMonths(deps.db);
  return {
    items: closed.map((c) => ({ month: c.month, closedAt: c.closedAt.toISOString(), closedBy: c.closedByName })),
    total: closed.length,
    firstOpenMonth: await firstOpenMonthOf(deps.db, todayOf(deps)),
  };
}

/**
 * POST /api/books/close-month: a month that has ended, closed in order (409 for the current or a
 * future month, one already closed, one before the books began, or while an earlier month of the
 * books is open). From then on nothing is booked in it.
 */
export async function closeMonth(deps: TBooksDeps, input: { body: TCloseMonthRequest; staff: TAuditActor & { user: TSessionUser } }) {
  const { month } = input.body;
  const today = todayOf(deps);
  if (month >= today.slice(0, 7)) throw new AppError('CONFLICT', M.monthNotOver(month), { code: 'BOOKS_MONTH_NOT_OVER' });
  return deps.db.transaction(async (tx) => {
    // One close at a time: the months are decided in order.
    await tx.execute(sql`lock table closed_months in exclusive mode`);
    if (await isMonthClosed(tx, month)) throw new AppError('CONFLICT', M.monthAlreadyClosed(month), { code: 'BOOKS_MONTH_CLOSED' });
    const firstOpen = await firstOpenMonthOf(tx, today);
    if (firstOpen < month) throw new AppError('CONFLICT', M.earlierMonthOpen(firstOpen), { code: 'BOOKS_EARLIER_MONTH_OPEN' });
    if (month < firstOpen) throw new AppError('CONFLICT', M.beforeTheBooks(firstOpen), { code: 'BOOKS_BEFORE_FIRST_MONTH' });
    const row = await insertClosedMonth(tx, { month, closedByUserId: input.staff.user.id, closedByName: displayNameOf(input.staff.user) });
    if (!row) throw new AppError('CONFLICT', M.monthAlreadyClosed(month), { code: 'BOOKS_MONTH_CLOSED' });
    await recordAudit(tx, input.staff, { action: 'books.close-month', entity: 'books', entityId: null, summary: { month } });
    return { month: row.month, closedAt: row.closedAt.toISOString(), closedBy: row.closedByName };
  });
}
