import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { users } from '../../db/schema';
import type { TUserRow } from '../../lib/session-user';

/** The account bound to this provider subject, if any. */
export async function findUserBySubject(db: TExecutor, subject: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row;
}

/**
 * Binds an external account to the subject of its first sign-in. Only while unbound: two first
 * sign-ins at once cannot both bind (the loser gets no row and is refused).
 */
export async function bindSubject(db: TExecutor, userId: string, subject: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ oidcSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.oidcSubject)))
    .returning();
  return row;
}
