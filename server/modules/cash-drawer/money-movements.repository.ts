import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/**
 * One movement of money, read from the tables that hold it (nothing is copied): a completed
 * payment (its instalment part and its late-fee part as two movements), a loan paid out when it
 * became active, and (from the pledges module) a sale's proceeds and a surplus paid out. `at` is when the money moved (the payment's date); `recordedAt` is when it was
 * entered, which is what a drawer counts.
 */
export type TMoneyMovementRow = {
  at: Date;
  recordedAt: Date;
  kind: string;
  reference: string;
  applicationNumber: string;
  borrowerName: string;
  method: string;
  cashIn: string;
  cashOut: string;
  recordedByUserId: string | null;
  recordedBy: string;
};

const STAFF_NAME = sql.raw(`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, '')`);

/** Every movement as one relation; the filters below select from it. */
const MOVEMENTS = sql`
  select p.payment_date as at, p.created_at as recorded_at, 'payment_received' as kind, p.receipt_number as reference,
    a.id as application_id, a.application_number, a.borrower_name, p.payment_method as method,
    p.payment_amount as cash_in, 0::numeric as cash_out, p.recorded_by_user_id, p.processed_by as recorded_by
  from payments p join pawn_loan_applications a on a.id = p.loan_application_id
  where p.status = 'completed'
  union all
  select p.payment_date, p.created_at, 'late_fee_received', p.receipt_number,
    a.id, a.application_number, a.borrower_name, p.payment_method,
    p.late_payment_charge, 0::numeric, p.recorded_by_user_id, p.processed_by
  from payments p join pawn_loan_applications a on a.id = p.loan_application_id
  where p.status = 'completed' and p.late_payment_charge > 0
  union all
  select a.disbursed_at, a.disbursed_at, 'loan_paid_out', a.application_number,
    a.id, a.application_number, a.borrower_name, a.disbursement_method,
    0::numeric, a.loan_amount, a.disbursed_by_user_id, ${STAFF_NAME}
  from pawn_loan_applications a left join users u on u.id = a.disbursed_by_user_id
  where a.disbursed_at is not null`;

export type TMovementFilter =
  /** Movements whose money moved in [from, to): a day's cash book. */
  | { at: { from: Date; to: Date } }
  /** One staff member's cash movements entered in [from, to) (to null: until now): a drawer. */
  | { cashBy: { userId: string; from: Date; to: Date | null } };

function whereOf(filter: TMovementFilter): SQL {
  if ('at' in filter) return sql`m.at >= ${filter.at.from} and m.at < ${filter.at.to}`;
  const { userId, from, to } = filter.cashBy;
  return sql`m.method = 'cash' and m.recorded_by_user_id = ${userId} and m.recorded_at >= ${from}${to ? sql` and m.recorded_at < ${to}` : sql``}`;
}

/** The ledger's movements (payments, late fees, loans paid out); readMoneyMovements adds the pledges' to them. */
export async function listLedgerMovements(db: TExecutor, filter: TMovementFilter): Promise<TMoneyMovementRow[]> {
  const result = await db.execute(sql`
    select m.at, m.recorded_at as "recordedAt", m.kind, m.reference,
      m.application_number as "applicationNumber", m.borrower_name as "borrowerName", m.method,
      round(m.cash_in, 2)::text as "cashIn", round(m.cash_out, 2)::text as "cashOut",
      m.recorded_by_user_id as "recordedByUserId", m.recorded_by as "recordedBy"
    from (${MOVEMENTS}) m
    where ${whereOf(filter)}
    order by m.at, m.recorded_at, m.reference, m.kind`);
  return rowsOf<TMoneyMovementRow & { at: Date | string; recordedAt: Date | string }>(result).map((row) => ({
    ...row,
    at: new Date(row.at),
    recordedAt: new Date(row.recordedAt),
  }));
}
