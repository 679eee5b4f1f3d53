import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

export type TPaymentThrough = { amount: string; lateCharge: string; day: string };

/**
 * The completed payments of a loan counted by the time a given payment was recorded (in the order
 * payments are recorded, as a receipt's balance counts them), each with its Jamaica day; oldest
 * money first, as the ledger pours them into the instalments.
 */
export async function listPaymentsThrough(db: TExecutor, loanId: string, paymentId: string): Promise<TPaymentThrough[]> {
  const result = await db.execute(sql`
    select q.payment_amount::text as amount, q.late_payment_charge::text as "lateCharge",
      to_char(q.payment_date at time zone 'America/Jamaica', 'YYYY-MM-DD') as day
    from payments q, payments p
    where p.id = ${paymentId} and q.loan_application_id = ${loanId} and q.status = 'completed'
      and (q.created_at, q.id) <= (p.created_at, p.id)
    order by q.payment_date, q.created_at, q.id`);
  return rowsOf<TPaymentThrough>(result);
}
