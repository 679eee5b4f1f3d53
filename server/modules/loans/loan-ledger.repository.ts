import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { loanPayments } from '../../db/schema';

export type TScheduleRowRecord = typeof loanPayments.$inferSelect;
export type TNewScheduleRow = typeof loanPayments.$inferInsert;

/**
 * What a loan repays in all: total repayment, else total amount, else principal plus interest at
 * its rate (spec staff-area section 9); the same rule as the accounting figures. Needs alias a.
 */
export const REPAYABLE = sql.raw(`(case
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

export type TLoanPaidSums = { repayable: string; paid: string; lateCharges: string };

/** Per loan: what it repays in all, what completed payments paid towards it, and the late charges received. */
export async function readPaidSums(db: TExecutor, applicationIds: string[]): Promise<Map<string, TLoanPaidSums>> {
  if (applicationIds.length === 0) return new Map();
  const ids = sql.join(
    applicationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.id, round(${REPAYABLE}, 2)::text as repayable,
      round(coalesce(p.paid, 0), 2)::text as paid, round(coalesce(p.late, 0), 2)::text as "lateCharges"
    from pawn_loan_applications a
    left join lateral (
      select sum(q.payment_amount) as paid, sum(q.late_payment_charge) as late
      from payments q where q.loan_application_id = a.id and q.status = 'completed'
    ) p on true
    where a.id in (${ids})`);
  return new Map(rowsOf<TLoanPaidSums & { id: string }>(result).map(({ id, ...sums }) => [id, sums]));
}
