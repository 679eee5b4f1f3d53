import { count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
/** A user as the session layer holds it: everything but the password hash. */
export type TSessionUser = Omit<TUserRow, 'password'>;

export async function findUserByEmail(db: TExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

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
