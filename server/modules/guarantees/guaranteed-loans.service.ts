import { isUuid } from '@common/contracts/fields';
import { guarantorConsentOf, type TGuaranteedLoansResponse } from '@common/contracts/guarantees';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readLoanStandings, SCHEDULED_STATUSES } from '../loans';
import { findBorrowerTrn, listLoansGuaranteedBy } from './guarantees.repository';

const MAX_LISTED = 50;
const BORROWER_NOT_FOUND = 'Borrower not found';

/**
 * GET /api/admin/borrowers/{id}/guaranteed-loans (issue 33 item 8): the loans this person stands
 * behind as guarantor, matched by the TRN on their record (none without one), with what is still
 * owed on each today: the ledger's outstanding once a loan has a schedule, nothing before approval.
 */
export async function listGuaranteedLoans(db: TExecutor, borrowerId: string): Promise<TGuaranteedLoansResponse> {
  const trn = isUuid(borrowerId) ? await findBorrowerTrn(db, borrowerId.toLowerCase()) : undefined;
  if (trn === undefined) throw new AppError('NOT_FOUND', BORROWER_NOT_FOUND);
  if (!trn) return { trn: null, items: [], outstanding: '0.00' };
  const loans = await listLoansGuaranteedBy(db, trn, MAX_LISTED);
  const scheduled = loans.filter((loan) => SCHEDULED_STATUSES.includes(loan.status));
  const standings = scheduled.length > 0 ? await readLoanStandings(db, scheduled, jamaicaToday()) : new Map();
  const now = new Date();
  const items = loans.map((loan) => {
    // A guarantee ends with the loan: a rejected or completed one leaves nothing to stand behind.
    const owed = ['active', 'approved', 'defaulted'].includes(loan.status) ? (standings.get(loan.id)?.summary.outstandingCents ?? 0) : 0;
    return {
      applicationId: loan.id,
      applicationNumber: loan.applicationNumber,
      borrowerName: loan.borrowerName,
      status: loan.status,
      guarantorConsent: guarantorConsentOf(loan, now),
      outstandingCents: owed,
    };
  });
  const total = items.reduce((sum, item) => sum + item.outstandingCents, 0);
  return {
    trn,
    items: items.map(({ outstandingCents, ...item }) => ({ ...item, outstanding: centsToDecimalString(outstandingCents) })),
    outstanding: centsToDecimalString(total),
  };
}
