import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers, pawnLoanApplications, payments } from '../../db/schema';
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

/** What the borrower has paid towards their own loans in all (completed payments, late charges apart), sold, renewed and repaid loans included. */
export async function sumPaidByUser(db: TExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({ paid: sql<string>`round(coalesce(sum(${payments.paymentAmount}), 0), 2)::text` })
    .from(payments)
    .innerJoin(loans, eq(loans.id, payments.loanApplicationId))
    .where(and(eq(payments.status, 'completed'), ownedByUser(userId)));
  return row?.paid ?? '0.00';
}
