import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';

/** A person as an application names them (findOrCreateBorrower). */
export type TNewBorrower = {
  /** Already normalised: lower-case e-mail, trimmed upper-case ID number. */
  email: string;
  idNumber: string;
  name: string;
  phone: string;
  address: string;
  trn: string | null;
  photoUrl: string;
  signatureUrl: string;
  trnPhotoUrl: string;
  userId: string | null;
};

/**
 * Links the person's borrower records to their account (DESIGN decision 16), once, by the e-mail
 * the records were made under: at sign-in and when an account is created. From then on ownership
 * is by id; a record already linked to an account is never moved to another.
 */
export async function linkBorrowersToUser(db: TExecutor, user: { id: string; email: string }): Promise<number> {
  const rows = await db
    .update(borrowers)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(and(isNull(borrowers.userId), eq(borrowers.email, user.email.trim().toLowerCase())))
    .returning({ id: borrowers.id });
  return rows.length;
}
