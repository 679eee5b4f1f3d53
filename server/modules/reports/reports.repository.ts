import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { REPAYABLE } from '../loans';

/** A loan on the book: its terms, what was paid by the end of the day, and its goods' appraised value. */
export type TLoanBookRow = {
  id: string;
  status: string;
  applicationNumber: string;
  borrowerName: string;
  repayable: string;
  weeklyInstalment: string;
  paymentFrequency: string;
  lateFeePercent: string | null;
  lateFine: string;
  paid: string;
  collateral: string;
};

/**
 * The loans that were active at the end of a day (`dayEnd`, the next day's Jamaica midnight): the
 * status their history had then; a loan without any history row (written straight to the table)
 * counts with its current status once it existed. With completed payments made before `dayEnd`.
 */
export async function listLoansActiveAt(db: TExecutor, dayEnd: Date, alsoIds: readonly string[] = []): Promise<TLoanBookRow[]> {
  const also = alsoIds.length > 0 ? sql`or a.id in (${sql.join(alsoIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const result = await db.execute(sql`
    select a.id, a.status, a.application_number as "applicationNumber", a.borrower_name as "borrowerName",
      round(${REPAYABLE}, 2)::text as repayable, a.weekly_instalment::text as "weeklyInstalment",
      a.payment_frequency as "paymentFrequency", a.late_fee_percent::text as "lateFeePercent", a.late_fine::text as "lateFine",
      round(coalesce(p.paid, 0), 2)::text as paid, round(coalesce(i.collateral, 0), 2)::text as collateral
    from pawn_loan_applications a
    left join lateral (
      select h.to_status from application_status_history h
      where h.application_id = a.id and h.created_at < ${dayEnd}
      order by h.created_at desc, h.id desc limit 1
    ) s on true
    left join lateral (
      select sum(q.payment_amount) as paid from payments q
      where q.loan_application_id = a.id and q.status = 'completed' and q.payment_date < ${dayEnd}
    ) p on true
    left join lateral (select sum(x.appraised_value) as collateral from pawn_items x where x.application_id = a.id) i on true
    where (a.created_at < ${dayEnd}
      and coalesce(s.to_status, case when not exists (select 1 from application_status_history e where e.application_id = a.id) then a.status end) = 'active')
      ${also}
    order by a.application_number`);
  return rowsOf<TLoanBookRow>(result);
}

/** Each loan's number and borrower, for the lines that name it. */
export async function listLoanNames(db: TExecutor, ids: readonly string[]): Promise<Map<string, { applicationNumber: string; borrowerName: string }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select id, application_number as "applicationNumber", borrower_name as "borrowerName" from pawn_loan_applications
    where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return new Map(rowsOf<{ id: string; applicationNumber: string; borrowerName: string }>(result).map((r) => [r.id, r]));
}

/**
 * The pledges redeemed in [from, to) (the pledge book's redemptions, read here: a redemption moves
 * no money, so the journal has no entry of it), each loan with who recorded it.
 */
export async function listRedemptionsBetween(db: TExecutor, from: Date, to: Date): Promise<{ loanId: string; userId: string | null }[]> {
  const result = await db.execute(sql`
    select application_id as "loanId", recorded_by_user_id as "userId" from pawn_redemptions
    where redeemed_at >= ${from} and redeemed_at < ${to}
    order by redeemed_at, application_id`);
  return rowsOf<{ loanId: string; userId: string | null }>(result);
}
