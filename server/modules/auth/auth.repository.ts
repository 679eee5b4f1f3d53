import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { users } from '../../db/schema';
import type { TUserRow } from '../../lib/session-user';

/** The account an e-mail names, whatever its case; with its password hash, for credential checks. */
export async function findUserByEmail(db: TExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * The one writer of an account's password hash: a person's own change (must-change cleared) and a
 * super admin's reset to a one-time password (must-change set). Answers the updated row.
 */
export async function setAccountPassword(
  db: TExecutor,
  userId: string,
  values: { passwordHash: string; mustChangePassword: boolean },
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ password: values.passwordHash, mustChangePassword: values.mustChangePassword, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** A person's own new e-mail address (the unique index on lower(email) refuses one already in use). */
export async function setAccountEmail(db: TExecutor, userId: string, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}
