import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { payments } from '../../db/schema';
import { prefixPattern, type TListSearch } from '../../lib/list-search';
import { loanSearchCondition, ownedByUser, REPAYABLE } from '../loans';

export type TPaymentRow = typeof payments.$inferSelect;
export type TNewPaymentRow = typeof payments.$inferInsert;

/** A payment with its loan's number and borrower, and the loan's balance once it was counted. */
export type TPaymentViewRow = {
  id: string;
  loanApplicationId: string;
  applicationNumber: string;
  borrowerName: string;
  borrowerEmail: string;
  paymentAmount: string;
  latePaymentCharge: string;
  totalAmount: string;
  paymentMethod: string;
  paymentDate: Date | string;
  receiptNumber: string;
  paymentReference: string | null;
  notes: string | null;
  processedBy: string;
  status: string;
  balanceAfter: string;
  /** The loan's late fee rule as its agreement states it (receipts say it next to the charge). */
  weeklyInstalment: string;
  paymentFrequency: string;
  lateFine: string;
  lateFeePercent: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/**
 * Balance after a payment: what the loan repays less every completed payment recorded up to and
 * including this one, in the order they were recorded. A receipt therefore keeps its balance when
 * a back-dated payment is recorded later; deleting an earlier payment raises it (the truth).
 */
const viewOf = (extra?: SQL) => sql`
  select p.id, p.loan_application_id as "loanApplicationId", a.application_number as "applicationNumber",
    a.borrower_name as "borrowerName", a.borrower_email as "borrowerEmail",
    p.payment_amount::text as "paymentAmount", p.late_payment_charge::text as "latePaymentCharge",
    (p.payment_amount + p.late_payment_charge)::text as "totalAmount",
    p.payment_method as "paymentMethod", p.payment_date as "paymentDate", p.receipt_number as "receiptNumber",
    p.payment_reference as "paymentReference", p.notes, p.processed_by as "processedBy", p.status,
    round(greatest(${REPAYABLE} - coalesce((
      select sum(q.payment_amount) from payments q
      where q.loan_application_id = p.loan_application_id and q.status = 'completed'
        and (q.created_at, q.id) <= (p.created_at, p.id)
    ), 0), 0), 2)::text as "balanceAfter",
    a.weekly_instalment::text as "weeklyInstalment", a.payment_frequency as "paymentFrequency",
    a.late_fine::text as "lateFine", a.late_fee_percent::text as "lateFeePercent",
    p.created_at as "createdAt", p.updated_at as "updatedAt"${extra ? sql`, ${extra}` : sql``}
  from payments p
  join pawn_loan_applications a on a.id = p.loan_application_id`;
const VIEW = viewOf();

async function selectViews(db: TExecutor, tail: SQL): Promise<TPaymentViewRow[]> {
  return rowsOf<TPaymentViewRow>(await db.execute(sql`${VIEW} ${tail}`));
}

export async function findPaymentView(db: TExecutor, id: string): Promise<TPaymentViewRow | null> {
  const [row] = await selectViews(db, sql`where p.id = ${id}`);
  return row ?? null;
}

/** One loan's payments, oldest money first (the ledger view). */
export async function listPaymentViewsForLoan(db: TExecutor, applicationId: string): Promise<TPaymentViewRow[]> {
  return selectViews(db, sql`where p.loan_application_id = ${applicationId} order by p.payment_date, p.created_at, p.id`);
}

const LOAN_BORROWER = sql.raw('a.borrower_id');
const LOAN_LINKED = sql.raw('a.account_linked');

/** The payments on every loan of the user's own borrower records, newest first. */
export async function listPaymentViewsForBorrower(db: TExecutor, userId: string): Promise<TPaymentViewRow[]> {
  return selectViews(db, sql`where ${ownedByUser(userId, LOAN_BORROWER, LOAN_LINKED)} order by p.payment_date desc, p.created_at desc, p.id desc limit 1000`);
}

/** The receipt a borrower may read: theirs only (the loan is theirs by id), else null as if it did not exist. */
export async function findBorrowerPaymentView(db: TExecutor, id: string, userId: string): Promise<TPaymentViewRow | null> {
  const [row] = await selectViews(db, sql`where p.id = ${id} and ${ownedByUser(userId, LOAN_BORROWER, LOAN_LINKED)}`);
  return row ?? null;
}


/**
 * The receipt number by its start ("RCT-2020-0001"), or the loan's fields as the loans' search box
 * matches them. Two indexed lookups united, rather than one OR over the whole table (which scans it).
 */
function searchCondition(search: TListSearch): SQL | undefined {
  const loans = loanSearchCondition({ patterns: search.patterns, amount: null });
  if (!loans) return undefined;
  const receipts = sql.join(search.patterns.map((p) => sql`lower(r.receipt_number) like lower(${prefixPattern(p)})`), sql` or `);
  return sql`p.id in (
    select r.id from payments r where ${receipts}
    union all
    select l.id from payments l where l.loan_application_id in (select id from pawn_loan_applications where ${loans}))`;
}

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

const NEWEST_FIRST = sql.raw('order by p.created_at desc, p.id desc');

/** One page of all payments, newest recorded first; the id breaks ties so pages never repeat or skip a row. */
export async function listPaymentPage(db: TExecutor, limit: number, offset: number): Promise<TPaymentViewRow[]> {
  return selectViews(db, sql`${NEWEST_FIRST} limit ${limit} offset ${offset}`);
}

/**
 * A searched page and how many match, in one statement: the matches are collected once for both and
 * the page is sorted from them (materialized: the planner would otherwise walk the date index
 * testing each row, while one borrower's payments sit together). A search's cost is finding its
 * loans and their payments, so all of them are counted; the answer shows at most "1,000+". A page
 * past the end has no row to carry the count: it is counted on its own.
 */
export async function searchPaymentPage(db: TExecutor, search: TListSearch, page: { limit: number; offset: number }): Promise<{ rows: TPaymentViewRow[]; count: number }> {
  const result = await db.execute(sql`
    with m as materialized (select p.id, p.created_at from payments p ${whereOf(searchCondition(search))}),
      page as (select m.id from m order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset})
    ${viewOf(sql`(select count(*) from m)::int as "matchCount"`)} where p.id in (select id from page) ${NEWEST_FIRST}`);
  const rows = rowsOf<TPaymentViewRow & { matchCount: number }>(result);
  return { rows, count: rows[0]?.matchCount ?? (page.offset === 0 ? 0 : await countPayments(db, search)) };
}

/** How many payments match. */
export async function countPayments(db: TExecutor, search: TListSearch): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from payments p ${whereOf(searchCondition(search))}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export type TPaymentStatisticsRow = { totalCollected: string; thisMonth: string; pending: string; transactionCount: number };

/**
 * The four tiles from the totals tables that triggers keep in the same transaction as each change
 * (migration 0011): a handful of month rows and one 'pending' row, whatever the number of payments.
 * This month counts every month from the current Jamaica month on (a payment dated ahead counts, as
 * it always did).
 */
export async function readPaymentStatistics(db: TExecutor, now: Date): Promise<TPaymentStatisticsRow> {
  const month = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'America/Jamaica')::date`;
  const result = await db.execute(sql`
    select round(coalesce(sum(m.collected), 0), 2)::text as "totalCollected",
      round(coalesce(sum(m.collected) filter (where m.month >= ${month}), 0), 2)::text as "thisMonth",
      coalesce(sum(m.count), 0)::int as "transactionCount",
      (select round(coalesce(sum(t.amount), 0), 2)::text from payment_totals t where t.name = 'pending') as pending
    from payment_month_totals m`);
  const [row] = rowsOf<TPaymentStatisticsRow>(result);
  if (!row) throw new Error('payment statistics query returned no row');
  return row;
}

export async function findPaymentIdByKey(db: TExecutor, key: string): Promise<string | null> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row?.id ?? null;
}

/** Inserts unless the idempotency key is already taken (then null: someone else recorded it first). */
export async function insertPaymentUnlessKeyTaken(db: TExecutor, values: TNewPaymentRow): Promise<TPaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey }).returning();
  return row ?? null;
}

export async function findPaymentRow(db: TExecutor, id: string): Promise<TPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function deletePaymentRow(db: TExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(payments).where(eq(payments.id, id)).returning({ id: payments.id });
  return rows.length > 0;
}
