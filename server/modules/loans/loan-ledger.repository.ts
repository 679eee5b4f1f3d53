import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { loanPayments, pawnLoanApplications } from '../../db/schema';

export type TScheduleRowRecord = typeof loanPayments.$inferSelect;
export type TNewScheduleRow = typeof loanPayments.$inferInsert;

/**
 * What a loan repays in all: a pawn's one instalment (principal plus the charges made so far,
 * loans' pawn-terms.service.ts); else total repayment, else total amount, else principal plus
 * interest at its rate (spec staff-area section 9); the same rule as the accounting figures. Needs alias a.
 */
export const REPAYABLE = sql.raw(`(case
  when a.loan_terms = 'pawn' then coalesce((select sum(s.payment_amount) from loan_payments s where s.application_id = a.id), a.total_repayment)
  when a.total_repayment > 0 then a.total_repayment
  when a.total_amount > 0 then a.total_amount
  else round(a.loan_amount * (1 + a.interest_rate / 100), 2)
end)`);

export async function listSchedule(db: TExecutor, applicationId: string): Promise<TScheduleRowRecord[]> {
  return db.select().from(loanPayments).where(eq(loanPayments.applicationId, applicationId)).orderBy(asc(loanPayments.paymentNumber));
}

/** The schedules of several loans, in due order per loan. */
export async function listSchedules(db: TExecutor, applicationIds: string[]): Promise<TScheduleRowRecord[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(loanPayments)
    .where(inArray(loanPayments.applicationId, applicationIds))
    .orderBy(asc(loanPayments.applicationId), asc(loanPayments.paymentNumber));
}

/** Which of these loans have no schedule yet (approved before schedules existed). */
export async function findLoansWithoutSchedule(db: TExecutor, applicationIds: string[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const withSchedule = await db
    .selectDistinct({ id: loanPayments.applicationId })
    .from(loanPayments)
    .where(inArray(loanPayments.applicationId, applicationIds));
  const have = new Set(withSchedule.map((r) => r.id));
  return applicationIds.filter((id) => !have.has(id));
}

export async function deleteSchedule(db: TExecutor, applicationId: string): Promise<void> {
  await db.delete(loanPayments).where(eq(loanPayments.applicationId, applicationId));
}

export async function insertSchedule(db: TExecutor, rows: TNewScheduleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(loanPayments).values(rows);
}

/**
 * Stores the loan's end date (the instant its last instalment's Jamaica day begins), so the lists,
 * the agreement and the borrower's page read the value the schedule gives. Unchanged rows are left alone.
 */
export async function setEndingOn(db: TExecutor, applicationId: string, endingOn: Date): Promise<void> {
  await db
    .update(pawnLoanApplications)
    .set({ endingOn })
    .where(sql`${pawnLoanApplications.id} = ${applicationId} and ${pawnLoanApplications.endingOn} is distinct from ${endingOn}`);
}

/** Writes each instalment's paid state in one statement; rows already in that state are left alone. */
export async function updateInstalmentStates(
  db: TExecutor,
  applicationId: string,
  states: { paymentNumber: number; status: string; paidDate: string | null }[],
): Promise<void> {
  if (states.length === 0) return;
  const values = sql.join(
    states.map((s) => sql`(${s.paymentNumber}::int, ${s.status}::varchar, ${s.paidDate}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    update loan_payments as l set status = v.status, paid_date = v.paid_date
    from (values ${values}) as v(payment_number, status, paid_date)
    where l.application_id = ${applicationId} and l.payment_number = v.payment_number
      and (l.status is distinct from v.status or l.paid_date is distinct from v.paid_date)`);
}

/** Completed payments of one loan as the ledger pours them: their amount and Jamaica day, oldest money first. */
export async function listPaymentsForAllocation(db: TExecutor, applicationId: string): Promise<{ amount: string; day: string }[]> {
  const result = await db.execute(sql`
    select payment_amount::text as amount, to_char(payment_date at time zone 'America/Jamaica', 'YYYY-MM-DD') as day
    from payments
    where loan_application_id = ${applicationId} and status = 'completed'
    order by payment_date, created_at, id`);
  return rowsOf<{ amount: string; day: string }>(result);
}

/**
 * A loan (alias a) is settled by the sale of its forfeited pledge (issue 32): from the sale on,
 * nothing on it is owed or overdue. The loan keeps the sale day (settled_on, set by the sale's
 * transaction through settleLoanBySale), so no reader here asks the pledges module's tables.
 */
export const SETTLED_BY_SALE = sql.raw('a.settled_on is not null');

/** The loan is settled on this day by the sale of its pledge (summarizeLedger's settledOn). */
export async function setSettledOn(db: TExecutor, applicationId: string, day: string): Promise<void> {
  await db.update(pawnLoanApplications).set({ settledOn: day }).where(eq(pawnLoanApplications.id, applicationId));
}

/** settledOn: the day the loan's pledge was sold, null while it was not. */
export type TLoanPaidSums = { repayable: string; paid: string; lateCharges: string; settledOn: string | null };

/** Per loan: what it repays in all, what completed payments paid towards it, the late charges received, and its pledge's sale day. */
export async function readPaidSums(db: TExecutor, applicationIds: string[]): Promise<Map<string, TLoanPaidSums>> {
  if (applicationIds.length === 0) return new Map();
  const ids = sql.join(
    applicationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.id, round(${REPAYABLE}, 2)::text as repayable,
      round(coalesce(p.paid, 0), 2)::text as paid, round(coalesce(p.late, 0), 2)::text as "lateCharges",
      to_char(a.settled_on, 'YYYY-MM-DD') as "settledOn"
    from pawn_loan_applications a
    left join lateral (
      select sum(q.payment_amount) as paid, sum(q.late_payment_charge) as late
      from payments q where q.loan_application_id = a.id and q.status = 'completed'
    ) p on true
    where a.id in (${ids})`);
  return new Map(rowsOf<TLoanPaidSums & { id: string }>(result).map(({ id, ...sums }) => [id, sums]));
}

/** Loan statuses in which money can be overdue: the schedule runs and the loan is not closed. */
export const OVERDUE_CANDIDATE_STATUSES = ['approved', 'active', 'defaulted'] as const;

/**
 * The overdue rule, set-based (the ledger's rule of summarizeLedger in SQL): on a Jamaica day a loan
 * in a candidate status is overdue when the instalments due before `today` add up to more than its
 * completed payments. One row per such loan: application_id, outstanding (what it repays less what
 * was paid), amount_due (the overdue part) and paid. Each table is read once in grouped passes, so
 * 100k loans cost one scan, not 100k queries.
 */
function overdueCore(today: string, options: { applicationIds?: readonly string[] }): SQL {
  const statuses = sql.join(
    OVERDUE_CANDIDATE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const onlyIds =
    options.applicationIds === undefined
      ? sql``
      : options.applicationIds.length === 0
        ? sql` and false`
        : sql` and a.id in (${sql.join(
            options.applicationIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  return sql`
    select a.id as application_id,
      greatest(round(${REPAYABLE}, 2) - coalesce(p.paid, 0), 0) as outstanding,
      d.due_before - coalesce(p.paid, 0) as amount_due,
      coalesce(p.paid, 0) as paid
    from (
      select s.application_id, sum(s.payment_amount) as due_before
      from loan_payments s
      where s.due_date < ${today}::date
      group by s.application_id
    ) d
    join pawn_loan_applications a on a.id = d.application_id
    left join (
      select q.loan_application_id, sum(q.payment_amount) as paid
      from payments q
      where q.status = 'completed'
      group by q.loan_application_id
    ) p on p.loan_application_id = a.id
    where a.status in (${statuses}) and d.due_before > coalesce(p.paid, 0)${onlyIds}
      and not ${SETTLED_BY_SALE}`;
}

/**
 * Every overdue loan on a Jamaica day (the rule of overdueCore), with oldest_due_date: the due date
 * of the first instalment the payments, poured in due order, do not cover. A subquery for callers
 * to select from or insert from.
 */
export function overdueLoansQuery(today: string, options: { applicationIds?: readonly string[] } = {}): SQL {
  return sql`
    select o.application_id, o.outstanding, o.amount_due, oldest.due_date as oldest_due_date
    from (${overdueCore(today, options)}) o
    cross join lateral (
      select c.due_date from (
        select s.due_date, s.payment_number, sum(s.payment_amount) over (order by s.payment_number) as through
        from loan_payments s where s.application_id = o.application_id
      ) c
      where c.through > o.paid
      order by c.payment_number
      limit 1
    ) oldest`;
}

/** How many loans are overdue on a Jamaica day (the same rule), without finding each one's oldest due date. */
export function overdueLoanCountQuery(today: string): SQL {
  return sql`select count(*)::int from (${overdueCore(today, {})}) o`;
}

/** Loans in a scheduled status that have no schedule yet (approved before schedules existed), in one pass. */
export async function findScheduledLoansWithoutSchedule(db: TExecutor, statuses: readonly string[]): Promise<{ id: string; status: string }[]> {
  if (statuses.length === 0) return [];
  const list = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.id, a.status from pawn_loan_applications a
    where a.status in (${list}) and not exists (select 1 from loan_payments s where s.application_id = a.id)`);
  return rowsOf<{ id: string; status: string }>(result);
}
