import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { TUserRow } from '../../lib/session-user';

export async function insertResetToken(db: TExecutor, values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The account an unused, unexpired link opens (the link stays unused). */
export async function findUserByResetToken(db: TExecutor, tokenHash: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user;
}

/**
 * Uses up a link in one statement: only an unused one that has not expired is marked, so two
 * requests with the same link cannot both get it. Answers the account it opens, or null.
 */
export async function spendResetToken(db: TExecutor, tokenHash: string): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** After a reset (or a password change of any kind): every other open link of the account stops working. */
export async function spendAllResetTokens(db: TExecutor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Housekeeping: links used or expired more than a day ago. */
export async function deleteOldResetTokens(db: TExecutor): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)));
}
