import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers, pawnLoanApplications } from '../../db/schema';
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

/** The borrower record linked to the account (by id), the most recently updated when there are several. */
export async function findOwnBorrowerRecord(db: TExecutor, userId: string) {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.userId, userId)).orderBy(desc(borrowers.updatedAt)).limit(1);
  return row ?? null;
}
