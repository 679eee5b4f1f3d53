import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

// The history the books are built from at upgrade (issue 41): one read-only query per kind of money
// event the shop recorded before the journal existed, each leaving out the events the journal
// already holds (by their entry's source). These are reads of other modules' tables, made once per
// database: the live events are booked by their own modules, in their own transactions.

export type TPayOutEvent = { loanId: string; at: Date; method: string | null; userId: string | null; name: string };
/** Loans paid out (or, before the pay-out was recorded, active since their start) and not renewals. */
export async function listUnbookedPayOuts(db: TExecutor): Promise<TPayOutEvent[]> {
  const result = await db.execute(sql`
    select a.id as "loanId", coalesce(a.disbursed_at, a.valid_from, a.agreement_date, a.created_at) as at,
      a.disbursement_method as method, a.disbursed_by_user_id as "userId",
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, '') as name
    from pawn_loan_applications a left join users u on u.id = a.disbursed_by_user_id
    where a.renewed_from_application_id is null
      and (a.disbursed_at is not null or a.status in ('active', 'completed', 'defaulted'))
      and not exists (select 1 from journal_lines l where l.loan_application_id = a.id)`);
  return rowsOf<TPayOutEvent & { at: string | Date }>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export type TPaymentEvent = {
  id: string;
  loanId: string;
  receiptNumber: string;
  amount: string;
  lateCharge: string;
  method: string;
  at: Date;
  userId: string | null;
  name: string;
  /** What was paid on the loan before it, in the order payments were entered. */
  paidBefore: string;
};
export async function listUnbookedPayments(db: TExecutor): Promise<TPaymentEvent[]> {
  const result = await db.execute(sql`
    select p.id, p.loan_application_id as "loanId", p.receipt_number as "receiptNumber", p.payment_amount::text as amount,
      p.late_payment_charge::text as "lateCharge", p.payment_method as method, p.created_at as at,
      p.recorded_by_user_id as "userId", p.processed_by as name,
      coalesce(sum(p.payment_amount) over (partition by p.loan_application_id order by p.created_at, p.id rows between unbounded preceding and 1 preceding), 0)::text as "paidBefore"
    from payments p
    where p.status = 'completed'
      and not exists (select 1 from journal_entries e where e.source = 'payment:' || p.id::text)`);
  return rowsOf<TPaymentEvent & { at: string | Date }>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export type TRenewalEvent = { oldId: string; newId: string; at: Date; receiptNumber: string };
export async function listUnbookedRenewals(db: TExecutor): Promise<TRenewalEvent[]> {
  const result = await db.execute(sql`
    select n.renewed_from_application_id as "oldId", n.id as "newId", n.created_at as at,
      coalesce((select p.receipt_number from payments p where p.loan_application_id = n.renewed_from_application_id and p.status = 'completed'
        order by p.created_at desc limit 1), '') as "receiptNumber"
    from pawn_loan_applications n
    where n.renewed_from_application_id is not null
      and not exists (select 1 from journal_entries e where e.source = 'renewal:' || n.id::text)`);
  return rowsOf<TRenewalEvent & { at: string | Date }>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export type TWriteOffEvent = { loanId: string; at: Date; userId: string | null };
/** Collection cases written off: the loan's write-off, at noon of its resolution day (else when the case last changed). */
export async function listUnbookedWriteOffs(db: TExecutor): Promise<TWriteOffEvent[]> {
  const result = await db.execute(sql`
    select distinct on (c.loan_application_id) c.loan_application_id as "loanId",
      coalesce((c.resolution_date + time '12:00') at time zone 'America/Jamaica', c.updated_at) as at, null::uuid as "userId"
    from debt_collection_records c
    where c.collection_status = 'written_off'
      and not exists (select 1 from journal_entries e where e.source = 'write-off:' || c.loan_application_id::text)
    order by c.loan_application_id, c.updated_at`);
  return rowsOf<TWriteOffEvent & { at: string | Date }>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export type TSaleEvent = {
  id: string;
  loanId: string;
  ticketNumber: string;
  saleDate: string;
  salePrice: string;
  saleCosts: string;
  surplus: string;
  at: Date;
  userId: string | null;
  name: string;
};
export async function listUnbookedSales(db: TExecutor): Promise<TSaleEvent[]> {
  const result = await db.execute(sql`
    select s.id, s.application_id as "loanId", s.ticket_number as "ticketNumber", to_char(s.sale_date, 'YYYY-MM-DD') as "saleDate",
      s.sale_price::text as "salePrice", s.sale_costs::text as "saleCosts", s.surplus::text as surplus, s.created_at as at,
      s.recorded_by_user_id as "userId", coalesce(s.recorded_by_name, '') as name
    from pledge_sales s
    where not exists (select 1 from journal_entries e where e.source = 'pledge-sale:' || s.id::text)`);
  return rowsOf<TSaleEvent & { at: string | Date }>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export type TSurplusEvent = {
  id: string;
  loanId: string;
  ticketNumber: string;
  amount: string;
  status: string;
  claimableUntil: string;
  paidAt: Date | null;
  method: string | null;
  receiptNumber: string | null;
  userId: string | null;
  name: string;
};
/** Surpluses paid out, or owed past their last claimable day, the journal does not hold yet. */
export async function listUnbookedSurpluses(db: TExecutor, today: string): Promise<TSurplusEvent[]> {
  const result = await db.execute(sql`
    select u.id, s.application_id as "loanId", s.ticket_number as "ticketNumber", u.amount::text as amount, u.status,
      to_char(u.claimable_until, 'YYYY-MM-DD') as "claimableUntil", u.paid_at as "paidAt", u.method, u.receipt_number as "receiptNumber",
      u.paid_by_user_id as "userId", coalesce(u.paid_by_name, '') as name
    from pledge_surpluses u join pledge_sales s on s.id = u.sale_id
    where ((u.status = 'paid' and not exists (select 1 from journal_entries e where e.source = 'surplus-paid:' || u.id::text))
      or (u.status = 'owed' and u.claimable_until < ${today}::date
        and not exists (select 1 from journal_entries e where e.source = 'surplus-expired:' || u.id::text)))`);
  return rowsOf<TSurplusEvent & { paidAt: string | Date | null }>(result).map((r) => ({ ...r, paidAt: r.paidAt ? new Date(r.paidAt) : null }));
}

export type TDrawerEvent = { id: string; userId: string | null; name: string; openedAt: Date; float: string; closedAt: Date | null; difference: string | null };
export async function listUnbookedDrawers(db: TExecutor): Promise<TDrawerEvent[]> {
  const result = await db.execute(sql`
    select d.id, d.opened_by_user_id as "userId", d.opened_by_name as name, d.opened_at as "openedAt", d.opening_float::text as float,
      d.closed_at as "closedAt", d.difference::text as difference
    from cash_drawers d
    where not exists (select 1 from journal_entries e where e.source = 'drawer-float:' || d.id::text)`);
  return rowsOf<TDrawerEvent & { openedAt: string | Date; closedAt: string | Date | null }>(result).map((r) => ({
    ...r,
    openedAt: new Date(r.openedAt),
    closedAt: r.closedAt ? new Date(r.closedAt) : null,
  }));
}

/**
 * Loans whose late fees the ledger may still charge: the active ones. A completed loan's are fixed
 * (booked with the payment that completed it), a renewed loan is completed with instalments it will
 * never be charged for, and a sold or written-off loan's are settled.
 */
export async function listLoansChargingLateFees(db: TExecutor): Promise<string[]> {
  const result = await db.execute(sql`
    select a.id from pawn_loan_applications a
    where a.status = 'active' and exists (select 1 from journal_lines l where l.loan_application_id = a.id)`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

