import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { REPAYABLE } from '../loans';

/**
 * A completed payment as the income report reads it: its loan, amount, late charge and when it came.
 * renewedPrincipal is set on the last payment of a loan renewed (issue 32), the renewal payment: the
 * principal the loan repaid in all (its amount less what its successor carried on).
 */
export type TIncomePaymentRow = { applicationId: string; amount: string; lateCharge: string; day: string; status: string; renewedPrincipal: string | null };

/**
 * The completed payments up to `toDay` (a Jamaica day) of every loan that has one in [fromDay,
 * toDay], earlier ones included: the ledger pours a loan's payments from its first, so a payment's
 * interest part depends on what came before it. In the order listPaymentsForAllocation uses.
 */
export async function listIncomePayments(db: TExecutor, fromDay: string, toDay: string): Promise<TIncomePaymentRow[]> {
  const day = sql.raw(`to_char(p.payment_date at time zone 'America/Jamaica', 'YYYY-MM-DD')`);
  const result = await db.execute(sql`
    select p.loan_application_id as "applicationId", p.payment_amount::text as amount, p.late_payment_charge::text as "lateCharge",
      ${day} as day, a.status,
      case when n.id is not null and not exists (
        select 1 from payments r where r.loan_application_id = p.loan_application_id and r.status = 'completed'
          and (r.payment_date, r.created_at, r.id) > (p.payment_date, p.created_at, p.id)
      ) then (a.loan_amount - n.loan_amount)::text end as "renewedPrincipal"
    from payments p join pawn_loan_applications a on a.id = p.loan_application_id
    left join pawn_loan_applications n on n.renewed_from_application_id = a.id
    where p.status = 'completed' and ${day} <= ${toDay}
      and exists (
        select 1 from payments q where q.loan_application_id = p.loan_application_id and q.status = 'completed'
          and to_char(q.payment_date at time zone 'America/Jamaica', 'YYYY-MM-DD') between ${fromDay} and ${toDay}
      )
    order by p.loan_application_id, p.payment_date, p.created_at, p.id`);
  return rowsOf<TIncomePaymentRow>(result);
}

/** Collection cases written off in [fromDay, toDay], by the month of their resolution: what each loan still owed. */
export async function sumWriteOffsByMonth(db: TExecutor, fromDay: string, toDay: string): Promise<{ month: string; amount: string }[]> {
  const result = await db.execute(sql`
    select to_char(resolution_date, 'YYYY-MM') as month, round(sum(outstanding_amount), 2)::text as amount
    from debt_collection_records
    where collection_status = 'written_off' and resolution_date between ${fromDay}::date and ${toDay}::date
    group by 1 order by 1`);
  return rowsOf<{ month: string; amount: string }>(result);
}

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
export async function listLoansActiveAt(db: TExecutor, dayEnd: Date): Promise<TLoanBookRow[]> {
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
    where a.created_at < ${dayEnd}
      and coalesce(s.to_status, case when not exists (select 1 from application_status_history e where e.application_id = a.id) then a.status end) = 'active'
    order by a.application_number`);
  return rowsOf<TLoanBookRow>(result);
}

/** Pledge sales (issue 32) in [fromDay, toDay], by the month of their sale day: surplus and shortfall. */
export async function sumPledgeSalesByMonth(db: TExecutor, fromDay: string, toDay: string): Promise<{ month: string; surplus: string; shortfall: string }[]> {
  const result = await db.execute(sql`
    select to_char(sale_date, 'YYYY-MM') as month, round(sum(surplus), 2)::text as surplus, round(sum(shortfall), 2)::text as shortfall
    from pledge_sales
    where sale_date between ${fromDay}::date and ${toDay}::date
    group by 1 order by 1`);
  return rowsOf<{ month: string; surplus: string; shortfall: string }>(result);
}
