import { interestPartsOf } from '@common/loan-ledger';
import type { TExecutor } from '../../db/client';
import type { TBookLoan } from '../books';
import { centsOf, loanStartDayOf } from './loan-ledger.service';
import { pawnTermsOf, readPawnLedger } from './pawn-terms.service';
import { listSchedule, type TScheduleRowRecord } from './loan-ledger.repository';
import type { TPawnLoanRow } from './loans.repository';

/**
 * A loan as the books see it (issue 41): what its schedule lends and charges (the figures it was
 * given, not recomputed), and how it was paid out. Without a schedule, its stored terms. `known`:
 * the schedule when the caller has just read it.
 */
export async function bookLoanOf(tx: TExecutor, loan: TPawnLoanRow, known?: readonly TScheduleRowRecord[]): Promise<TBookLoan & { paidOutMethod: string | null }> {
  const schedule = known ?? (await listSchedule(tx, loan.id));
  const base = { id: loan.id, applicationNumber: loan.applicationNumber, paidOutMethod: loan.disbursementMethod };
  if (schedule.length > 0) {
    const total = schedule.reduce((sum, r) => sum + centsOf(r.paymentAmount), 0);
    const interest = schedule.reduce((sum, r) => sum + centsOf(r.interestAmount), 0);
    return { ...base, principalCents: total - interest, interestCents: interest };
  }
  const principal = centsOf(loan.loanAmount);
  const repayable = [loan.totalRepayment, loan.totalAmount].map((v) => (v ? centsOf(v) : 0)).find((v) => v > 0) ?? principal;
  return { ...base, principalCents: principal, interestCents: Math.max(0, repayable - principal) };
}

/**
 * The interest a loan has earned with every completed payment in (the books' target for a new
 * payment): on pawn terms the charges its payments paid, charges first (common/pawn-ledger.ts); on
 * instalment terms the schedule's split of `paidCents`.
 */
export async function interestEarnedAfter(tx: TExecutor, loan: TPawnLoanRow, schedule: readonly TScheduleRowRecord[], paidCents: number): Promise<number> {
  const terms = pawnTermsOf(loan);
  if (!terms) return interestEarnedOn(schedule, paidCents);
  const startDay = loanStartDayOf(loan);
  // Every payment is in by the far day; the charges they paid do not depend on the day asked.
  return (await readPawnLedger(tx, loan, terms, startDay, '9999-12-31')).chargesPaidCents;
}

/** The interest a loan has earned once `paidCents` is paid on it: the ledger's split of what is paid. */
export function interestEarnedOn(schedule: readonly TScheduleRowRecord[], paidCents: number): number {
  const rows = schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount), interestCents: centsOf(r.interestAmount) }));
  return interestPartsOf(rows, [{ amountCents: paidCents }])[0] ?? 0;
}
