import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';

/** A borrower as the counter pawn needs them: who they are and how to reach them. */
export type TCounterPawnerRecord = { id: string; name: string; email: string; phone: string | null; address: string | null; idNumber: string; trn: string | null; photoUrl: string | null };

const RECORD = {
  id: borrowers.id,
  name: borrowers.name,
  email: borrowers.email,
  phone: borrowers.phone,
  address: borrowers.address,
  idNumber: borrowers.idNumber,
  trn: borrowers.trn,
  photoUrl: borrowers.photoUrl,
};

export async function findBorrowerRecord(db: TExecutor, id: string): Promise<TCounterPawnerRecord | null> {
  const [row] = await db.select(RECORD).from(borrowers).where(eq(borrowers.id, id)).limit(1);
  return row ?? null;
}

/**
 * The pawner at the counter (issue 43): the borrower whose ID number this is (the oldest, should the
 * online form have made two under different e-mails), left as it is; else a new record from what
 * the clerk typed, e-mail optional (stored empty). The ID number arrives trimmed and upper-case.
 */
export async function findOrAddCounterPawner(
  db: TExecutor,
  pawner: { idNumber: string; name: string; phone: string; address: string; email: string; trn: string | null; photoUrl: string | null; signatureUrl: string },
): Promise<TCounterPawnerRecord & { created: boolean }> {
  const [existing] = await db
    .select(RECORD)
    .from(borrowers)
    .where(sql`upper(${borrowers.idNumber}) = ${pawner.idNumber}`)
    .orderBy(borrowers.createdAt)
    .limit(1);
  if (existing) return { ...existing, created: false };
  const [created] = await db
    .insert(borrowers)
    .values({
      email: pawner.email,
      idNumber: pawner.idNumber,
      name: pawner.name,
      phone: pawner.phone,
      address: pawner.address,
      trn: pawner.trn,
      photoUrl: pawner.photoUrl,
      signatureUrl: pawner.signatureUrl,
      userId: pawner.email ? sql`(select u.id from users u where lower(u.email) = ${pawner.email} limit 1)` : null,
    })
    .returning(RECORD);
  if (!created) throw new Error('borrower insert returned nothing');
  return { ...created, created: true };
}
