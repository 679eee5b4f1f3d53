import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../lib/list-search';

import type { TNewUserRow, TSessionUser, TUserRow } from '../../lib/session-user';

export async function findUserById(db: TExecutor, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: TExecutor, values: TNewUserRow): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function countUsers(db: TExecutor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

const { password: _password, ...publicColumns } = getTableColumns(users);

/**
 * Accounts newest first, without password hashes: of the given roles (all when null), and with
 * the search text in the e-mail, a name or the full name (a typed % or _ is a character). A shop
 * has tens of accounts, so a plain scan answers at once.
 */
export async function listUsers(db: TExecutor, filter: { roles: readonly string[] | null; search: string } = { roles: null, search: '' }): Promise<TSessionUser[]> {
  const conditions: SQL[] = [];
  if (filter.roles) conditions.push(inArray(users.role, [...filter.roles]));
  if (filter.search !== '') {
    const pattern = containsPattern(filter.search.replace(/\s+/g, ' '));
    const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    conditions.push(sql`(${users.email} ilike ${pattern} or ${fullName} ilike ${pattern})`);
  }
  return db
    .select(publicColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export async function updateUserById(
  db: TExecutor,
  id: string,
  values: Partial<Pick<TNewUserRow, 'role' | 'isActive'>>,
): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUserById(db: TExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Locks the rows of every active super admin for the rest of the transaction and answers their ids.
 * Two super admins demoting or deleting each other at the same moment then run one after the other,
 * and the second sees the first's change, so the last one can never be removed.
 */
export async function lockActiveSuperAdmins(db: TExecutor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The user row locked for the rest of the transaction, so its checks and its change see the same state. */
export async function findUserByIdForUpdate(db: TExecutor, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** A person's own first and last name. */
export async function setOwnName(db: TExecutor, id: string, values: Pick<TNewUserRow, 'firstName' | 'lastName'>): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** The signature and TRN photo the person keeps on their own account (null removes one). */
export async function setOwnDocuments(
  db: TExecutor,
  id: string,
  values: Partial<Pick<TNewUserRow, 'signatureUrl' | 'trnPhotoUrl'>>,
): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** The first-run checklist was put away (the first time counts; later ones change nothing). */
export async function setFirstRunDismissed(db: TExecutor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ firstRunDismissedAt: sql`coalesce(${users.firstRunDismissedAt}, now())` })
    .where(eq(users.id, id));
}
