import { jamaicaInstant } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import { chargePerPeriodCents, pawnDueDate, type TPawnTerms } from '@common/pawn-terms';
import type { TExecutor } from '../../db/client';
import { loanStartDayOf, readPawnLedger, type TPawnLoanRow } from '../loans';
import type { TRenewalCharges } from './renewal-charges';

// A renewal on pawn terms (issue 43): the pawner pays the charges due (every period started since
// the ticket, less what was paid; no late fee) and a new period starts: the principal left is lent
// again on the shop's pawn terms of the day, under a new ticket.

/** What renewing a pawn asks on `today`: its charges due; the principal left carries over. */
export async function pawnRenewalCharges(tx: TExecutor, loan: TPawnLoanRow, terms: TPawnTerms, today: string): Promise<TRenewalCharges> {
  const ledger = await readPawnLedger(tx, loan, terms, loanStartDayOf(loan), today);
  return {
    interestDueCents: ledger.chargesDueCents,
    lateFeesDueCents: 0,
    minimumCents: ledger.chargesDueCents,
    interestPaidCents: ledger.chargesPaidCents,
    principalRemainingCents: ledger.principalOutstandingCents,
  };
}

/** The new loan's terms on pawn terms: one payment of principal plus its first charge, due termDays on. */
export function pawnRenewalTerms(principalCents: number, terms: TPawnTerms, today: string) {
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
    endingOn: jamaicaInstant(pawnDueDate(today, terms.termDays)),
  };
}
