import type { TPawnTerms } from '@common/pawn-terms';
import type { TExecutor } from '../../db/client';
import { loanStartDayOf, pawnLoanTermsRow, readPawnLedger, type TPawnLoanRow } from '../loans';
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

/** The new loan's terms on pawn terms: the shop's of the day, starting today (loans' pawnLoanTermsRow). */
export const pawnRenewalTerms = pawnLoanTermsRow;
