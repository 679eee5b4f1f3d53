import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

// One verification per document (issue 30 item 9). A document is a stored file, named by its path;
// the same file shows on the application that brought it and, while it is the person's current
// one, on their borrower record (Borrowers -> View Details). Its check is the document's: whoever
// verifies, rejects or resets it (at review or under Borrowers), every row showing that file takes
// the same state here, in one transaction. Nothing else writes a check of a file already judged.

export type TCheckedDocument = 'photo' | 'trn' | 'signature' | 'idDocument';

type TColumns = { recordUrl: SQL; recordStatus: string; recordBy: string; recordAt: string; applicationUrl: string; applicationStatus: string };

/**
 * The borrower record's columns and the application's for each document. The record's ID document is
 * the one staff put on it, else the latest application's that carries one (as View Details shows it).
 */
const COLUMNS: Record<TCheckedDocument, TColumns> = {
  photo: { recordUrl: sql`b.photo_url`, recordStatus: 'photo_verified', recordBy: 'photo_verified_by_user_id', recordAt: 'photo_verified_at', applicationUrl: 'borrower_photo_url', applicationStatus: 'borrower_photo_verified' },
  trn: { recordUrl: sql`b.trn_photo_url`, recordStatus: 'trn_photo_verified', recordBy: 'trn_photo_verified_by_user_id', recordAt: 'trn_photo_verified_at', applicationUrl: 'borrower_trn_photo_url', applicationStatus: 'borrower_trn_photo_verified' },
  signature: { recordUrl: sql`b.signature_url`, recordStatus: 'signature_verified', recordBy: 'signature_verified_by_user_id', recordAt: 'signature_verified_at', applicationUrl: 'borrower_signature_url', applicationStatus: 'borrower_signature_verified' },
  idDocument: {
    recordUrl: sql`coalesce(b.id_document_url, (
      select l.id_document_url from pawn_loan_applications l
      where l.borrower_id = b.id and l.id_document_url is not null
      order by l.created_at desc, l.id desc limit 1))`,
    recordStatus: 'id_document_verified',
    recordBy: 'id_document_verified_by_user_id',
    recordAt: 'id_document_verified_at',
    applicationUrl: 'id_document_url',
    applicationStatus: 'id_document_verified',
  },
};

/** The path of the person's current document of a kind, as View Details shows it; null when there is none. */
export async function findCurrentDocumentUrl(db: TExecutor, borrowerId: string, document: TCheckedDocument): Promise<string | null> {
  const result = await db.execute(sql`select ${COLUMNS[document].recordUrl} as url from borrowers b where b.id = ${borrowerId}::uuid`);
  return rowsOf<{ url: string | null }>(result)[0]?.url ?? null;
}

/**
 * Sets the check of one document (by its path) of one person: on their borrower record while it is
 * their current document of that kind (with who and when), and on each of their applications that
 * holds that file. The caller holds the row it acted from (the application or the record).
 */
export async function recordDocumentCheck(
  db: TExecutor,
  input: { borrowerId: string; document: TCheckedDocument; url: string; status: string; userId: string; at: Date },
): Promise<void> {
  const c = COLUMNS[input.document];
  const at = input.at.toISOString();
  await db.execute(sql`
    update borrowers b set ${sql.identifier(c.recordStatus)} = ${input.status}, ${sql.identifier(c.recordBy)} = ${input.userId}::uuid,
      ${sql.identifier(c.recordAt)} = ${at}::timestamptz, updated_at = ${at}::timestamptz
    where b.id = ${input.borrowerId}::uuid and ${c.recordUrl} = ${input.url}`);
  await db.execute(sql`
    update pawn_loan_applications a set ${sql.identifier(c.applicationStatus)} = ${input.status}
    where a.borrower_id = ${input.borrowerId}::uuid and ${sql.identifier(c.applicationUrl)} = ${input.url}
      and ${sql.identifier(c.applicationStatus)} is distinct from ${input.status}`);
}
