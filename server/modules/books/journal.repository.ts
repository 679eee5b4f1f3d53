import { asc, eq, sql } from 'drizzle-orm';
import type { TAccountType, TEntryKind } from '@common/contracts/books';
import { rowsOf, type TExecutor } from '../../db/client';
import { closedMonths, journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

// The journal's SQL (issue 41). Amounts are bigint cents; sums come back as text (bigint sums are
// numeric in PostgreSQL) and are read with Number, exact far beyond any shop's books.

export type TEntryRow = typeof journalEntries.$inferSelect;
export type TNewEntry = typeof journalEntries.$inferInsert;
export type TNewLine = Omit<typeof journalLines.$inferInsert, 'entryId' | 'id'>;
export type TAccountRow = { code: string; name: string; type: TAccountType };

const n = (value: unknown): number => Number(value ?? 0);

/** The entry with its lines; null (nothing written) when an entry with the same source is booked already. */
export async function insertEntry(tx: TExecutor, entry: TNewEntry, lines: readonly TNewLine[]): Promise<TEntryRow | null> {
  const [row] = await tx.insert(journalEntries).values(entry).onConflictDoNothing({ target: journalEntries.source }).returning();
  if (!row) return null;
  await tx.insert(journalLines).values(lines.map((line) => ({ ...line, entryId: row.id })));
  return row;
}

export async function findEntryBySource(db: TExecutor, source: string): Promise<TEntryRow | null> {
  const [row] = await db.select().from(journalEntries).where(eq(journalEntries.source, source)).limit(1);
  return row ?? null;
}

export async function listEntryLines(db: TExecutor, entryId: string) {
  return db.select().from(journalLines).where(eq(journalLines.entryId, entryId)).orderBy(asc(journalLines.id));
}

export async function listAccounts(db: TExecutor): Promise<TAccountRow[]> {
  return (await db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.code))) as TAccountRow[];
}

/** What the journal holds for one loan, in cents: its receivable by part and what it earned or lost. */
export type TLoanBalances = {
  principal: number;
  interest: number;
  lateFee: number;
  /** Interest income booked on the loan (4000). */
  interestEarned: number;
  /** Late fees charged on the loan, less those reversed (4010 from charges, from payments that charged one, and their deletions). */
  lateFeesCharged: number;
  /** Principal written off (5000), less what a sale recovered of it. */
  writtenOff: number;
  lines: number;
};

export async function readLoanBalances(db: TExecutor, loanId: string): Promise<TLoanBalances> {
  const result = await db.execute(sql`
    select
      coalesce(sum(l.debit - l.credit) filter (where l.account_code = '1100' and l.part = 'principal'), 0)::text as principal,
      coalesce(sum(l.debit - l.credit) filter (where l.account_code = '1100' and l.part = 'interest'), 0)::text as interest,
      coalesce(sum(l.debit - l.credit) filter (where l.account_code = '1100' and l.part = 'late_fee'), 0)::text as "lateFee",
      coalesce(sum(l.credit - l.debit) filter (where l.account_code = '4000'), 0)::text as "interestEarned",
      coalesce(sum(l.credit - l.debit) filter (where l.account_code = '4010' and e.kind in ('late_fee_charged', 'late_fee_reversed', 'payment_received', 'payment_deleted')), 0)::text as "lateFeesCharged",
      coalesce(sum(l.debit - l.credit) filter (where l.account_code = '5000'), 0)::text as "writtenOff",
      count(*)::int as lines
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where l.loan_application_id = ${loanId}`);
  const [row] = rowsOf<Record<keyof TLoanBalances, string | number>>(result);
  return {
    principal: n(row?.principal),
    interest: n(row?.interest),
    lateFee: n(row?.lateFee),
    interestEarned: n(row?.interestEarned),
    lateFeesCharged: n(row?.lateFeesCharged),
    writtenOff: n(row?.writtenOff),
    lines: n(row?.lines),
  };
}

/** Each account's debits and credits on entries dated up to a day (every account, in code order). */
export async function sumAccountsThrough(db: TExecutor, asOf: string): Promise<(TAccountRow & { debit: number; credit: number })[]> {
  const result = await db.execute(sql`
    select a.code, a.name, a.type, coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
    from ledger_accounts a
    left join (journal_lines l join journal_entries e on e.id = l.entry_id and e.entry_date <= ${asOf}::date) on l.account_code = a.code
    group by a.code, a.name, a.type
    order by a.code`);
  return rowsOf<TAccountRow & { debit: string; credit: string }>(result).map((r) => ({ ...r, debit: n(r.debit), credit: n(r.credit) }));
}

export type TJournalLineRow = {
  entryId: string;
  number: number;
  date: string;
  kind: string;
  reference: string;
  memo: string;
  accountCode: string;
  accountName: string;
  debit: number;
  credit: number;
};

/** Every line of the entries dated in [from, to] (days, both inclusive), entries in number order. */
export async function listJournalLines(db: TExecutor, from: string, to: string, accountCode?: string): Promise<TJournalLineRow[]> {
  const result = await db.execute(sql`
    select e.id as "entryId", e.number::int as number, to_char(e.entry_date, 'YYYY-MM-DD') as date, e.kind, e.reference, e.memo,
      l.account_code as "accountCode", a.name as "accountName", l.debit::text as debit, l.credit::text as credit
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.code = l.account_code
    where e.entry_date between ${from}::date and ${to}::date
      ${accountCode ? sql`and l.account_code = ${accountCode}` : sql``}
    order by e.number, l.debit = 0, l.account_code, l.id`);
  return rowsOf<TJournalLineRow & { debit: string; credit: string }>(result).map((r) => ({ ...r, debit: n(r.debit), credit: n(r.credit) }));
}

/** An account's debits and credits on entries dated before a day (its opening on that day). */
export async function sumAccountBefore(db: TExecutor, code: string, day: string): Promise<{ debit: number; credit: number }> {
  const result = await db.execute(sql`
    select coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where l.account_code = ${code} and e.entry_date < ${day}::date`);
  const [row] = rowsOf<{ debit: string; credit: string }>(result);
  return { debit: n(row?.debit), credit: n(row?.credit) };
}

/** Per loan, its receivable by part on entries dated up to a day; loans with nothing left out. */
export async function sumReceivablesThrough(db: TExecutor, asOf: string): Promise<Map<string, { principal: number; interest: number; lateFee: number }>> {
  const result = await db.execute(sql`
    select l.loan_application_id as "loanId",
      coalesce(sum(l.debit - l.credit) filter (where l.part = 'principal'), 0)::text as principal,
      coalesce(sum(l.debit - l.credit) filter (where l.part = 'interest'), 0)::text as interest,
      coalesce(sum(l.debit - l.credit) filter (where l.part = 'late_fee'), 0)::text as "lateFee"
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where l.account_code = '1100' and e.entry_date <= ${asOf}::date and l.loan_application_id is not null
    group by l.loan_application_id
    having sum(l.debit - l.credit) <> 0
      or sum(l.debit - l.credit) filter (where l.part = 'principal') <> 0
      or sum(l.debit - l.credit) filter (where l.part = 'interest') <> 0`);
  const map = new Map<string, { principal: number; interest: number; lateFee: number }>();
  for (const r of rowsOf<{ loanId: string; principal: string; interest: string; lateFee: string }>(result)) {
    map.set(r.loanId, { principal: n(r.principal), interest: n(r.interest), lateFee: n(r.lateFee) });
  }
  return map;
}

export type TMonthMovement = { month: string; code: string; kind: string; part: string | null; debit: number; credit: number };

/** Debits and credits per month ("YYYY-MM"), account, entry kind and part, on entries dated in [from, to]. */
export async function sumMovementsByMonth(db: TExecutor, from: string, to: string): Promise<TMonthMovement[]> {
  const result = await db.execute(sql`
    select to_char(e.entry_date, 'YYYY-MM') as month, l.account_code as code, e.kind, l.part,
      sum(l.debit)::text as debit, sum(l.credit)::text as credit
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.entry_date between ${from}::date and ${to}::date
    group by 1, 2, 3, 4`);
  return rowsOf<TMonthMovement & { debit: string; credit: string }>(result).map((r) => ({ ...r, debit: n(r.debit), credit: n(r.credit) }));
}

/**
 * One line on Cash or Bank, with its entry: the cash book's lines and a drawer's count. A payment
 * deleted counts against the staff member who took the payment (userId) and keeps the instant the
 * payment was entered (firstRecordedAt), so it leaves the drawer that counted it.
 */
export type TMoneyLineRow = {
  entryId: string;
  drawerId: string | null;
  kind: string;
  reference: string;
  memo: string;
  recordedAt: Date;
  firstRecordedAt: Date;
  userId: string | null;
  recordedBy: string;
  accountCode: string;
  method: string | null;
  part: string | null;
  loanApplicationId: string | null;
  debit: number;
  credit: number;
};

export type TMoneyLineFilter =
  | { entryDay: string }
  | { cashBy: { userId: string; from: Date; to: Date | null } };

export async function listMoneyLines(db: TExecutor, filter: TMoneyLineFilter): Promise<TMoneyLineRow[]> {
  const where =
    'entryDay' in filter
      ? sql`e.entry_date = ${filter.entryDay}::date and l.account_code in ('1000', '1010')`
      : sql`l.account_code = '1000' and e.kind not in ('drawer_float', 'drawer_count')
          and coalesce(o.recorded_by_user_id, e.recorded_by_user_id) = ${filter.cashBy.userId}
          and e.recorded_at >= ${filter.cashBy.from} and coalesce(o.recorded_at, e.recorded_at) >= ${filter.cashBy.from}
          ${filter.cashBy.to ? sql`and e.recorded_at < ${filter.cashBy.to}` : sql``}`;
  const result = await db.execute(sql`
    select e.id as "entryId", e.drawer_id as "drawerId", e.kind, e.reference, e.memo, e.recorded_at as "recordedAt",
      coalesce(o.recorded_at, e.recorded_at) as "firstRecordedAt",
      coalesce(o.recorded_by_user_id, e.recorded_by_user_id) as "userId", e.recorded_by_name as "recordedBy",
      l.account_code as "accountCode", l.method, l.part, l.loan_application_id as "loanApplicationId",
      l.debit::text as debit, l.credit::text as credit
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    left join journal_entries o on o.id = e.reverses_entry_id
    where ${where}
    order by e.recorded_at, e.number, l.id`);
  return rowsOf<TMoneyLineRow & { debit: string; credit: string; recordedAt: Date | string; firstRecordedAt: Date | string }>(result).map((r) => ({
    ...r,
    recordedAt: new Date(r.recordedAt),
    firstRecordedAt: new Date(r.firstRecordedAt),
    debit: n(r.debit),
    credit: n(r.credit),
  }));
}

/**
 * One loan's share of an entry booked on a Jamaica day (the end-of-day report, issue 43): the
 * entry's kind and source, the loan its lines name (null for lines that name none), and the money
 * those lines moved on Cash and Bank, in cents. `userId` is whose work the entry is: its booker,
 * or for a deleted payment the staff member who took the payment (as a drawer counts it).
 */
export type TDayMovementRow = {
  entryId: string;
  kind: string;
  source: string | null;
  userId: string | null;
  loanId: string | null;
  moneyIn: number;
  moneyOut: number;
};

/** The entries of the given kinds booked on a day, one row per entry and loan, in booking order. */
export async function listDayMovements(db: TExecutor, day: string, kinds: readonly TEntryKind[]): Promise<TDayMovementRow[]> {
  if (kinds.length === 0) return [];
  const result = await db.execute(sql`
    select e.id as "entryId", e.kind, e.source, coalesce(o.recorded_by_user_id, e.recorded_by_user_id) as "userId",
      l.loan_application_id as "loanId",
      coalesce(sum(l.debit) filter (where l.account_code in ('1000', '1010')), 0)::text as "moneyIn",
      coalesce(sum(l.credit) filter (where l.account_code in ('1000', '1010')), 0)::text as "moneyOut"
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    left join journal_entries o on o.id = e.reverses_entry_id
    where e.entry_date = ${day}::date and e.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
    group by e.id, e.number, e.kind, e.source, o.recorded_by_user_id, e.recorded_by_user_id, l.loan_application_id
    order by e.number, l.loan_application_id`);
  return rowsOf<TDayMovementRow & { moneyIn: string; moneyOut: string }>(result).map((r) => ({ ...r, moneyIn: n(r.moneyIn), moneyOut: n(r.moneyOut) }));
}

export async function listClosedMonths(db: TExecutor) {
  return db.select().from(closedMonths).orderBy(sql`${closedMonths.month} desc`);
}

export async function isMonthClosed(db: TExecutor, month: string): Promise<boolean> {
  const [row] = await db.select({ month: closedMonths.month }).from(closedMonths).where(eq(closedMonths.month, month)).limit(1);
  return row !== undefined;
}

export async function insertClosedMonth(db: TExecutor, values: typeof closedMonths.$inferInsert) {
  const [row] = await db.insert(closedMonths).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The month of the oldest entry, or null for empty books. */
export async function firstEntryMonth(db: TExecutor): Promise<string | null> {
  const result = await db.execute(sql`select to_char(min(entry_date), 'YYYY-MM') as month from journal_entries`);
  return rowsOf<{ month: string | null }>(result)[0]?.month ?? null;
}

/** The newest closed month, or null when none is. */
export async function lastClosedMonth(db: TExecutor): Promise<string | null> {
  const result = await db.execute(sql`select max(month) as month from closed_months`);
  return rowsOf<{ month: string | null }>(result)[0]?.month ?? null;
}
