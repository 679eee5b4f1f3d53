import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';
import type { TNewBorrower } from './borrowers.repository';

export type TBorrowerIntake = { id: string; userId: string | null; created: boolean };

/**
 * The person's record for a new application (DESIGN decision 18): made from the application when
 * the person (e-mail + ID number) is new; an existing record is left as it is, and what the
 * application says differently is proposed to staff at review. The one thing an existing record
 * takes is the link to the applicant's own account when it has none: the link sign-in makes by the
 * account's e-mail (linkBorrowersToUser), made here for someone signed in under that e-mail.
 */
export async function findOrCreateBorrower(db: TExecutor, borrower: TNewBorrower): Promise<TBorrowerIntake> {
  const [created] = await db
    .insert(borrowers)
    .values({
      ...borrower,
      // A new record is linked to the account that already has its e-mail, as it would be at that
      // account's next sign-in. Its applications still reach that account only when linked themselves.
      userId: borrower.userId ?? sql`(select u.id from users u where lower(u.email) = ${borrower.email} limit 1)`,
    })
    .onConflictDoNothing({ target: [borrowers.email, borrowers.idNumber] })
    .returning({ id: borrowers.id, userId: borrowers.userId });
  if (created) return { ...created, created: true };
  const key = and(eq(borrowers.email, borrower.email), eq(borrowers.idNumber, borrower.idNumber));
  if (borrower.userId) {
    await db
      .update(borrowers)
      .set({ userId: borrower.userId, updatedAt: new Date() })
      .where(and(key, isNull(borrowers.userId)));
  }
  const [existing] = await db.select({ id: borrowers.id, userId: borrowers.userId }).from(borrowers).where(key);
  if (!existing) throw new Error('borrower record vanished between insert and read');
  return { ...existing, created: false };
}
