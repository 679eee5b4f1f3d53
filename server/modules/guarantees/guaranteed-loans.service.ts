import { guarantorConsentOf, type TGuaranteedLoan } from '@common/contracts/guarantees';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TExecutor } from '../../db/client';
import { readLoanStandings, SCHEDULED_STATUSES } from '../loans';
import { listLoansGuaranteedBy } from './guarantees.repository';

const MAX_LISTED = 50;

/**
 * The loans a person guarantees (issue 33 item 8), matched by TRN (nine digits, as stored), with
 * what is still owed on each today: the ledger's outstanding for a loan with a schedule, nothing
 * before approval.
 */
export async function listGuaranteedLoans(db: TExecutor, trn: string | null): Promise<TGuaranteedLoan[]> {
  if (!trn) return [];
  const loans = await listLoansGuaranteedBy(db, trn, MAX_LISTED);
  const scheduled = loans.filter((loan) => SCHEDULED_STATUSES.includes(loan.status));
  const standings = scheduled.length > 0 ? await readLoanStandings(db, scheduled, jamaicaToday()) : new Map();
  const now = new Date();
  return loans.map((loan) => ({
    applicationId: loan.id,
    applicationNumber: loan.applicationNumber,
    borrowerName: loan.borrowerName,
    status: loan.status,
    guarantorConsent: guarantorConsentOf(loan, now),
    outstanding: centsToDecimalString(standings.get(loan.id)?.summary.outstandingCents ?? 0),
  }));
}
