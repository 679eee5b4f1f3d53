import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';

export type TBorrowerUpsert = {
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
 * One row per person (e-mail + ID number): a new application refreshes the contact details and
 * documents with the latest ones, but an omitted TRN or an unknown account never erases a known one.
 */
export async function upsertBorrower(db: TExecutor, borrower: TBorrowerUpsert): Promise<{ id: string }> {
  const [row] = await db
    .insert(borrowers)
    .values(borrower)
    .onConflictDoUpdate({
      target: [borrowers.email, borrowers.idNumber],
      set: {
        name: sql`excluded.name`,
        phone: sql`excluded.phone`,
        address: sql`excluded.address`,
        trn: sql`coalesce(excluded.trn, ${borrowers.trn})`,
        photoUrl: sql`excluded.photo_url`,
        signatureUrl: sql`excluded.signature_url`,
        trnPhotoUrl: sql`excluded.trn_photo_url`,
        userId: sql`coalesce(${borrowers.userId}, excluded.user_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: borrowers.id });
  if (!row) throw new Error('borrower upsert returned no row');
  return row;
}
