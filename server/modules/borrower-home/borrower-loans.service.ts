import type { TApplicantDetailsResponse, TBorrowerLoan } from '@common/contracts/dashboard';
import { describeLateFee, lateFeeRuleOf } from '@common/late-fee';
import { toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import type { TSessionUser } from '../../lib/session-user';
import { findOwnBorrowerRecord, listLoansOfUser } from './borrower-loans.repository';

/** A signed-in borrower sees only the applications of their own borrower records. */
export async function listOwnLoans(db: TExecutor, userId: string): Promise<TBorrowerLoan[]> {
  const rows = await listLoansOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    applicationNumber: row.applicationNumber,
    loanAmount: row.loanAmount,
    interestRate: row.interestRate,
    termWeeks: row.termWeeks,
    weeklyInstalment: row.weeklyInstalment,
    totalAmount: row.totalAmount,
    lateFee: describeLateFee(lateFeeRuleOf(row), toCents(row.weeklyInstalment) ?? 0, row.paymentFrequency),
    status: row.status,
    agreementDate: row.agreementDate?.toISOString() ?? null,
    endingOn: row.endingOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The signed-in person's own known details for a new application: their borrower record, else their account's name and e-mail. */
export async function getApplicantDetails(db: TExecutor, user: TSessionUser): Promise<TApplicantDetailsResponse> {
  const own = await findOwnBorrowerRecord(db, user.id);
  const accountName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    borrowerName: own?.name ?? accountName,
    borrowerEmail: own?.email ?? user.email,
    borrowerAddress: own?.address ?? '',
    borrowerPhone: own?.phone ?? '',
    borrowerID: own?.idNumber ?? '',
    borrowerTRN: own?.trn ?? '',
  };
}
