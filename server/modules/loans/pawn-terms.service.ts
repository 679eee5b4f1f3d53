import type { TInstalment } from '@common/loan-ledger';
import { pawnLedger, type TPawnLedger } from '@common/pawn-ledger';
import { chargePerPeriodCents, pawnDueDate, type TPawnTerms } from '@common/pawn-terms';
import { jamaicaInstant } from '@common/jamaica-time';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { syncPawnCharges, type TBookActor } from '../books';
import { listPaymentsForAllocation } from './loan-ledger.repository';
import type { TPawnLoanRow } from './loans.repository';

// A loan on pawn terms (issue 43): one payment at maturity, a charge for every started period
// (common/pawn-ledger.ts). Its charges are made as periods start: its one instalment (what it
// repays in all, REPAYABLE, read by every set-based list and the overdue rule) is principal plus the
// charges made so far, brought up to date under the loan's lock whenever its standing is read for
// a payment, a renewal or a sale, and hourly for every open pawn. The loan row keeps the figures
// agreed at the counter (principal plus the first period's charge); it is not rewritten, so a
// payment's transaction never updates the loan row before its status (see TBuildOptions).

type TTermsColumns = Pick<TPawnLoanRow, 'loanTerms' | 'pawnChargePercent' | 'pawnPeriodDays' | 'pawnTermDays'>;

/** The terms a pawn was made on; null for a loan on instalment terms. */
export function pawnTermsOf(loan: TTermsColumns): TPawnTerms | null {
  if (loan.loanTerms !== 'pawn' || loan.pawnChargePercent === null || loan.pawnPeriodDays === null || loan.pawnTermDays === null) return null;
  return { monthlyChargePercent: Number(loan.pawnChargePercent), periodDays: loan.pawnPeriodDays, termDays: loan.pawnTermDays };
}

const principalOf = (loan: Pick<TPawnLoanRow, 'loanAmount'>): number => {
  const cents = toCents(loan.loanAmount);
  if (cents === null) throw new Error(`stored loan amount is not a decimal: ${loan.loanAmount}`);
  return cents;
};

/** Where a pawn stands on a day, from its completed payments. `ticketDate`: the loan's start day. */
export async function readPawnLedger(db: TExecutor, loan: TPawnLoanRow & { id: string }, terms: TPawnTerms, ticketDate: string, day: string): Promise<TPawnLedger> {
  const payments = (await listPaymentsForAllocation(db, loan.id)).map((p) => ({ amountCents: principalOf({ loanAmount: p.amount }), day: p.day }));
  return pawnLedger({ terms, principalCents: principalOf(loan), ticketDate, payments, day });
}

/** A pawn's one instalment: principal plus the charges made so far, due termDays after its ticket. */
export function pawnInstalment(loan: Pick<TPawnLoanRow, 'loanAmount'>, terms: TPawnTerms, ticketDate: string, chargesMadeCents: number): TInstalment {
  const principalCents = principalOf(loan);
  return {
    paymentNumber: 1,
    amountCents: principalCents + chargesMadeCents,
    principalCents,
    interestCents: chargesMadeCents,
    remainingBalanceCents: 0,
    dueDate: pawnDueDate(ticketDate, terms.termDays),
  };
}

/** The charges a pawn's books should hold made, booked as the difference (books' syncPawnCharges). */
export async function bookPawnCharges(tx: TExecutor, loan: Pick<TPawnLoanRow, 'id' | 'applicationNumber' | 'loanAmount'>, chargesMadeCents: number, by: TBookActor): Promise<void> {
  await syncPawnCharges(tx, { loan: { id: loan.id, applicationNumber: loan.applicationNumber, principalCents: principalOf(loan), interestCents: chargesMadeCents }, chargesMadeCents, by });
}

/**
 * A new loan's columns on pawn terms (the counter pawn and a pawn's renewal): the terms kept, and
 * what it repays until more periods start, principal plus the first period's charge, in one payment
 * due termDays after `startDay`; no late fee.
 */
export function pawnLoanTermsRow(principalCents: number, terms: TPawnTerms, startDay: string) {
  const repays = centsToDecimalString(principalCents + chargePerPeriodCents(principalCents, terms.monthlyChargePercent));
  return {
    loanTerms: 'pawn' as const,
    pawnChargePercent: terms.monthlyChargePercent.toFixed(2),
    pawnPeriodDays: terms.periodDays,
    pawnTermDays: terms.termDays,
    interestRate: terms.monthlyChargePercent.toFixed(2),
    termWeeks: Math.min(52, Math.max(1, Math.ceil(terms.termDays / 7))),
    paymentFrequency: 'monthly',
    weeklyInstalment: repays,
    totalAmount: repays,
    totalRepayment: repays,
    lateFine: '0.00',
    lateFeePercent: '0.00',
    endingOn: jamaicaInstant(pawnDueDate(startDay, terms.termDays)),
  };
}
