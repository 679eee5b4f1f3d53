import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { REPAYABLE } from '../loans';
import type { TPaymentStatisticsRow } from './payments.repository';

/**
 * The four tiles computed from scratch over payments and applications: the query the statistics
 * endpoint ran before migration 0011 kept them in totals tables. Tests compare the endpoint with it.
 */
export async function computePaymentStatisticsFromScratch(db: TExecutor, now: Date): Promise<TPaymentStatisticsRow> {
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'America/Jamaica') at time zone 'America/Jamaica')`;
  const result = await db.execute(sql`
    with collected as (
      select round(coalesce(sum(payment_amount + late_payment_charge), 0), 2)::text as "totalCollected",
        round(coalesce(sum(payment_amount + late_payment_charge) filter (where payment_date >= ${monthStart}), 0), 2)::text as "thisMonth",
        count(*)::int as "transactionCount"
      from payments where status = 'completed'
    ),
    owing as (
      select round(coalesce(sum(greatest(${REPAYABLE} - coalesce(p.amount, 0), 0)), 0), 2)::text as pending
      from pawn_loan_applications a
      left join (
        select q.loan_application_id, sum(q.payment_amount) as amount
        from payments q
        join pawn_loan_applications o on o.id = q.loan_application_id and o.status in ('approved', 'active')
        where q.status = 'completed'
        group by q.loan_application_id
      ) p on p.loan_application_id = a.id
      where a.status in ('approved', 'active')
    )
    select * from collected, owing`);
  const [row] = rowsOf<TPaymentStatisticsRow>(result);
  if (!row) throw new Error('payment statistics query returned no row');
  return row;
}

