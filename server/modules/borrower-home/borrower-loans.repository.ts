import { and, desc, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnLoanApplications } from '../../db/schema';
import { ownedByUser, type TPawnLoanRow } from '../loans';

const loans = pawnLoanApplications;

/** The signed-in borrower's own applications (linked to their account by id), newest first. */
export async function listLoansOfUser(db: TExecutor, userId: string): Promise<TPawnLoanRow[]> {
  return db.select().from(loans).where(ownedByUser(userId)).orderBy(desc(loans.createdAt)).limit(100);
}

/** The borrower's own loans that still owe (approved, active, defaulted), newest first. */
export async function listOwingLoansOfUser(db: TExecutor, userId: string): Promise<TPawnLoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(ownedByUser(userId), inArray(loans.status, ['approved', 'active', 'defaulted'])))
    .orderBy(desc(loans.createdAt))
    .limit(100);
}
