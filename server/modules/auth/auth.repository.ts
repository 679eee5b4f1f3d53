import { sql } from 'drizzle-orm';
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
