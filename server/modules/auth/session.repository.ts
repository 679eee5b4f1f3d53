import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { session, users } from '../../db/schema';
import type { TSessionUser } from '../../lib/session-user';

const { password: _password, ...sessionUserColumns } = getTableColumns(users);

export async function insertSession(
  db: TExecutor,
  values: { sid: string; userId: string; expire: Date; sess: Record<string, unknown> },
): Promise<void> {
  await db.insert(session).values(values);
}

/** One query per signed-in request: the live session joined to its still-active user. */
export async function findSessionUser(db: TExecutor, sid: string): Promise<{ user: TSessionUser; expire: Date } | undefined> {
  const [row] = await db
    .select({ user: sessionUserColumns, expire: session.expire })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .where(and(eq(session.sid, sid), gt(session.expire, sql`now()`), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export async function extendSession(db: TExecutor, sid: string, expire: Date): Promise<void> {
  await db.update(session).set({ expire }).where(eq(session.sid, sid));
}

export async function deleteSession(db: TExecutor, sid: string): Promise<void> {
  await db.delete(session).where(eq(session.sid, sid));
}

export async function deleteSessionsOfUser(db: TExecutor, userId: string): Promise<number> {
  const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ sid: session.sid });
  return rows.length;
}

export async function deleteExpiredSessions(db: TExecutor): Promise<number> {
  const rows = await db.delete(session).where(lt(session.expire, sql`now()`)).returning({ sid: session.sid });
  return rows.length;
}
