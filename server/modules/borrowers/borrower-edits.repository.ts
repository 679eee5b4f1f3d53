import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';

export type TBorrowerRow = typeof borrowers.$inferSelect;

/** A new record, or null when the person (e-mail + ID number) already has one. */
export async function insertBorrowerIfNew(
  db: TExecutor,
  borrower: { email: string; idNumber: string; name: string; phone: string; address: string; trn: string | null },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(borrowers)
    .values({
      ...borrower,
      // Linked to the account that already has the e-mail, as the record would be at its next sign-in.
      userId: sql`(select u.id from users u where lower(u.email) = ${borrower.email} limit 1)`,
    })
    .onConflictDoNothing({ target: [borrowers.email, borrowers.idNumber] })
    .returning({ id: borrowers.id });
  return row ?? null;
}

/** Reads the record and holds it until the transaction ends, so two edits queue. */
export async function lockBorrower(db: TExecutor, id: string): Promise<TBorrowerRow | null> {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.id, id)).for('update');
  return row ?? null;
}

export const CHECK_COLUMNS = {
  photo: { status: 'photoVerified', by: 'photoVerifiedByUserId', at: 'photoVerifiedAt' },
  trn: { status: 'trnPhotoVerified', by: 'trnPhotoVerifiedByUserId', at: 'trnPhotoVerifiedAt' },
  signature: { status: 'signatureVerified', by: 'signatureVerifiedByUserId', at: 'signatureVerifiedAt' },
  idDocument: { status: 'idDocumentVerified', by: 'idDocumentVerifiedByUserId', at: 'idDocumentVerifiedAt' },
} as const;

export async function setDocumentCheck(
  db: TExecutor,
  input: { id: string; documentType: keyof typeof CHECK_COLUMNS; status: string; userId: string; at: Date },
): Promise<void> {
  const c = CHECK_COLUMNS[input.documentType];
  await db
    .update(borrowers)
    .set({ [c.status]: input.status, [c.by]: input.userId, [c.at]: input.at, updatedAt: input.at })
    .where(eq(borrowers.id, input.id));
}

export type TBorrowerEditable = Partial<
  Pick<
    TBorrowerRow,
    | 'creditStatus'
    | 'bankAccountNumber'
    | 'name'
    | 'phone'
    | 'address'
    | 'trn'
    | 'photoUrl'
    | 'signatureUrl'
    | 'trnPhotoUrl'
    | 'idDocumentUrl'
    | 'photoVerified'
    | 'photoVerifiedByUserId'
    | 'photoVerifiedAt'
    | 'signatureVerified'
    | 'signatureVerifiedByUserId'
    | 'signatureVerifiedAt'
    | 'trnPhotoVerified'
    | 'trnPhotoVerifiedByUserId'
    | 'trnPhotoVerifiedAt'
    | 'idDocumentVerified'
    | 'idDocumentVerifiedByUserId'
    | 'idDocumentVerifiedAt'
  >
>;

export async function updateBorrowerFields(db: TExecutor, id: string, fields: TBorrowerEditable): Promise<void> {
  await db
    .update(borrowers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(borrowers.id, id));
}
