import { desc, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { rowsOf } from '../../db/client';
import { applicationStatusTotals, pawnLoanApplications } from '../../db/schema';
import { overdueLoanCountQuery, REPAYABLE, type TPawnLoanRow } from '../loans';

// Every figure is an aggregate computed by PostgreSQL over numeric(12,2) columns: exact to the
// cent, read as two-decimal text (round(x, 2)::text prints 0 as "0.00").

/** Loans that were approved at some point. */
const LENT = sql.raw(`a.status in ('approved', 'active', 'completed', 'defaulted')`);
/** What a loan repays in all: its repayable, or for one renewed into n, what was paid on it. */
const REPAID_IN_ALL = sql`(case when n.id is null then ${REPAYABLE} else coalesce(p.amount, 0) end)`;

export type TLoanFigures = {
  totalLent: string;
  totalRepayable: string;
  overdueLoans: number;
};

/**
 * One pass over the applications, with each loan's completed principal-and-interest payments
 * summed beside it; overdue loans by the ledger's one rule (loans' overdueLoanCountQuery) on the
 * Jamaica day `today`. What is owed, earned and yet to earn is the books' (issue 41), not here.
 *
 * A pawn loan renewed (issue 32) completes on the charges due, and its successor (n) lends what was
 * left of its principal: that principal was lent once, so the successor's amount is not lent again;
 * the renewed loan repaid what it was paid (the rest is the successor's to repay). Every other loan
 * counts by the spec's formulas (staff-area section 9).
 */
export async function readLoanFigures(db: TExecutor, today: string): Promise<TLoanFigures> {
  const result = await db.execute(sql`
    with paid as (
      select loan_application_id, sum(payment_amount) as amount
      from payments
      where status = 'completed'
      group by loan_application_id
    )
    select
      round(coalesce(sum(a.loan_amount) filter (where ${LENT} and a.renewed_from_application_id is null), 0), 2)::text as "totalLent",
      round(coalesce(sum(${REPAID_IN_ALL}) filter (where ${LENT}), 0), 2)::text as "totalRepayable",
      (${overdueLoanCountQuery(today)}) as "overdueLoans"
    from pawn_loan_applications a
    left join paid p on p.loan_application_id = a.id
    left join pawn_loan_applications n on n.renewed_from_application_id = a.id
  `);
  const [row] = rowsOf<TLoanFigures>(result);
  if (!row) throw new Error('loan figures query returned no row');
  return row;
}

export async function readPaymentFigures(db: TExecutor): Promise<{ collected: string }> {
  const result = await db.execute(sql`
    select round(coalesce(sum(payment_amount + late_payment_charge), 0), 2)::text as "collected"
    from payments
    where status = 'completed'
  `);
  const [row] = rowsOf<{ collected: string }>(result);
  if (!row) throw new Error('payment figures query returned no row');
  return row;
}

/** Count and principal per status, in the order given, statuses without applications included. */
export async function readPortfolio(db: TExecutor, statuses: readonly string[]): Promise<{ status: string; count: number; amount: string }[]> {
  const wanted = sql.join(
    statuses.map((status, i) => sql`(${status}::text, ${i}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select s.status, count(a.id)::int as "count", round(coalesce(sum(a.loan_amount), 0), 2)::text as "amount"
    from (values ${wanted}) as s(status, position)
    left join pawn_loan_applications a on a.status = s.status
    group by s.status, s.position
    order by s.position
  `);
  return rowsOf<{ status: string; count: number; amount: string }>(result);
}

/**
 * The last 12 calendar months in Jamaica time, oldest first, empty months included: applications
 * received (count and amount requested) and completed payments received (late charges included).
 * Only rows inside the window are read, through the created_at and payment_date indexes.
 */
export async function readMonthly(
  db: TExecutor,
): Promise<{ month: string; applications: number; amountRequested: string; collected: string }[]> {
  const result = await db.execute(sql`
    with months as (
      select m::date as month_start
      from generate_series(
        date_trunc('month', now() at time zone 'America/Jamaica') - interval '11 months',
        date_trunc('month', now() at time zone 'America/Jamaica'),
        interval '1 month'
      ) as m
    ),
    bounds as (
      select (min(month_start)::timestamp at time zone 'America/Jamaica') as since from months
    ),
    received as (
      select date_trunc('month', created_at at time zone 'America/Jamaica')::date as month_start,
        count(*)::int as applications, sum(loan_amount) as requested
      from pawn_loan_applications
      where created_at >= (select since from bounds)
      group by 1
    ),
    paid as (
      select date_trunc('month', payment_date at time zone 'America/Jamaica')::date as month_start,
        sum(payment_amount + late_payment_charge) as collected
      from payments
      where status = 'completed' and payment_date >= (select since from bounds)
      group by 1
    )
    select to_char(m.month_start, 'YYYY-MM') as "month",
      coalesce(r.applications, 0)::int as "applications",
      round(coalesce(r.requested, 0), 2)::text as "amountRequested",
      round(coalesce(p.collected, 0), 2)::text as "collected"
    from months m
    left join received r on r.month_start = m.month_start
    left join paid p on p.month_start = m.month_start
    order by m.month_start
  `);
  return rowsOf<{ month: string; applications: number; amountRequested: string; collected: string }>(result);
}

/** The newest applications, by the created_at index. */
export async function listRecentApplications(db: TExecutor, limit: number): Promise<TPawnLoanRow[]> {
  return db
    .select()
    .from(pawnLoanApplications)
    .orderBy(desc(pawnLoanApplications.createdAt), desc(pawnLoanApplications.id))
    .limit(limit);
}

/**
 * The dashboard's summary cards' counts and amounts, from the trigger-kept totals per status (a few
 * rows, at any size); what is owed is the books' Loans receivable (readAdminSummary).
 */
export async function summarizeApplications(db: TExecutor) {
  const t = applicationStatusTotals;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${t.count}), 0)::int`,
      pending: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} in ('submitted', 'reviewed')), 0)::int`,
      approved: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'approved'), 0)::int`,
      rejected: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'rejected'), 0)::int`,
      active: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'active'), 0)::int`,
      completed: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'completed'), 0)::int`,
      value: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.status} = 'approved'), 0)::numeric(14,2)::text`,
      openLoans: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} in ('approved', 'active')), 0)::int`,
      lentOut: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.status} in ('approved', 'active')), 0)::numeric(14,2)::text`,
    })
    .from(t);
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0, active: 0, completed: 0, value: '0.00', openLoans: 0, lentOut: '0.00' };
}
