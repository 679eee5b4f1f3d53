import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';
import { CHECK_COLUMNS } from './borrower-edits.repository';

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

const b = borrowers;
// When each document counts as replaced. Every application brings its own ID document, and the
// record does not keep that path, so its check always starts again.
const REPLACED = {
  photo: sql`excluded.photo_url is distinct from ${b.photoUrl}`,
  trn: sql`excluded.trn_photo_url is distinct from ${b.trnPhotoUrl}`,
  signature: sql`excluded.signature_url is distinct from ${b.signatureUrl}`,
  idDocument: sql`true`,
} as const;

/** A document that an application replaces is checked again: its check goes back to pending. */
const checksReset: Record<string, SQL> = Object.fromEntries(
  (Object.keys(REPLACED) as (keyof typeof REPLACED)[]).flatMap((doc) => {
    const { status, by, at } = CHECK_COLUMNS[doc];
    const replaced = REPLACED[doc];
    return [
      [status, sql`case when ${replaced} then 'pending' else ${b[status]} end`],
      [by, sql`case when ${replaced} then null else ${b[by]} end`],
      [at, sql`case when ${replaced} then null else ${b[at]} end`],
    ];
  }),
);

/**
 * One row per person (e-mail + ID number): a new application refreshes the contact details and
 * documents with the latest ones, but an omitted TRN or an unknown account never erases a known one.
 * A new record made without an account (a guest, or staff for a walk-in) is linked to the account
 * that already has its e-mail, if any, as it would be at that account's next sign-in.
 */
export async function upsertBorrower(db: TExecutor, borrower: TBorrowerUpsert): Promise<{ id: string }> {
  const [row] = await db
    .insert(borrowers)
    .values({
      ...borrower,
      userId: borrower.userId ?? sql`(select u.id from users u where lower(u.email) = ${borrower.email} limit 1)`,
    })
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
        // The application's own ID document is now the latest; one staff set on the record gives way.
        idDocumentUrl: sql`null`,
        userId: sql`coalesce(${borrowers.userId}, excluded.user_id)`,
        ...checksReset,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: borrowers.id });
  if (!row) throw new Error('borrower upsert returned no row');
  return row;
}

/**
 * Links the person's borrower records to their account (DESIGN decision 16), once, by the e-mail
 * the records were made under: at sign-in and when an account is created. From then on ownership
 * is by id; a record already linked to an account is never moved to another.
 */
export async function linkBorrowersToUser(db: TExecutor, user: { id: string; email: string }): Promise<number> {
  const rows = await db
    .update(borrowers)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(and(isNull(borrowers.userId), eq(borrowers.email, user.email.trim().toLowerCase())))
    .returning({ id: borrowers.id });
  return rows.length;
}
