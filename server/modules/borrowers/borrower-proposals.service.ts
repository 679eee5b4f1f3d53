import { eq } from 'drizzle-orm';
import { BORROWER_CHANGE_FIELDS, type TBorrowerChangeField } from '@common/contracts/borrower-changes';
import type { TExecutor } from '../../db/client';
import { borrowers } from '../../db/schema';
import { CHECK_COLUMNS, lockBorrower, updateBorrowerFields, type TBorrowerEditable, type TBorrowerRow } from './borrower-edits.repository';

// The record's column behind each field an application can propose (DESIGN decision 18), and the
// check that starts again when a document is replaced.
const COLUMNS = {
  name: 'name',
  phone: 'phone',
  address: 'address',
  trn: 'trn',
  photo: 'photoUrl',
  trnPhoto: 'trnPhotoUrl',
  signature: 'signatureUrl',
} as const satisfies Record<TBorrowerChangeField, keyof TBorrowerRow>;
const CHECK_OF: Partial<Record<TBorrowerChangeField, keyof typeof CHECK_COLUMNS>> = { photo: 'photo', trnPhoto: 'trn', signature: 'signature' };

export type TBorrowerFieldValues = Record<TBorrowerChangeField, string | null>;
export type TBorrowerForProposals = { id: string; userId: string | null; values: TBorrowerFieldValues };

const valuesOf = (row: TBorrowerRow): TBorrowerFieldValues =>
  Object.fromEntries(BORROWER_CHANGE_FIELDS.map((field) => [field, row[COLUMNS[field]] ?? null])) as TBorrowerFieldValues;

/** The record's values of the proposable fields; `lock` holds the row until the transaction ends. */
export async function readBorrowerForProposals(db: TExecutor, id: string, options: { lock: boolean } = { lock: false }): Promise<TBorrowerForProposals | null> {
  const row = options.lock ? await lockBorrower(db, id) : ((await db.select().from(borrowers).where(eq(borrowers.id, id)))[0] ?? null);
  return row ? { id: row.id, userId: row.userId, values: valuesOf(row) } : null;
}

/**
 * Whether an application's value is a change to the record's. Text is compared as typed but for
 * the spaces around it (a new spelling of a name is a change staff should see); a TRN by its
 * digits. An application that leaves a field empty proposes nothing: it never erases.
 */
export function isProposedChange(field: TBorrowerChangeField, recordValue: string | null, applicationValue: string | null): boolean {
  const proposed = applicationValue?.trim() ?? '';
  if (proposed === '') return false;
  const current = recordValue?.trim() ?? '';
  if (field === 'trn') return proposed.replace(/\D/g, '') !== current.replace(/\D/g, '');
  return proposed !== current;
}

/**
 * Staff accepted one field of an application: the record takes its value. A document comes with
 * the check its file has (one check per document, as the review set it on the application: pending
 * unless someone judged it there; who and when are kept only for checks made on the record). The
 * caller holds the row.
 */
export async function acceptBorrowerChange(
  tx: TExecutor,
  id: string,
  change: { field: TBorrowerChangeField; value: string; fileCheck: string },
): Promise<void> {
  const { field, value } = change;
  const next = { [COLUMNS[field]]: field === 'trn' ? value.replace(/\D/g, '') : value.trim() } as TBorrowerEditable;
  const check = CHECK_OF[field];
  if (check) {
    const { status, by, at } = CHECK_COLUMNS[check];
    Object.assign(next, { [status]: change.fileCheck, [by]: null, [at]: null });
  }
  await updateBorrowerFields(tx, id, next);
}
