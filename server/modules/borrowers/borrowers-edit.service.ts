import {
  BORROWER_MESSAGES as M,
  type TBankAccountRequest,
  type TBorrowerSummary,
  type TCreateBorrowerRequest,
  type TCreditStatusRequest,
  type TDocumentVerificationRequest,
} from '@common/contracts/borrowers';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import { CHECK_COLUMNS, insertBorrowerIfNew, lockBorrower, setDocumentCheck, updateBorrowerFields, type TBorrowerRow } from './borrower-edits.repository';
import { readBorrowerSummary, resolveBorrowerId } from './borrowers-read.service';
import { findCurrentDocumentUrl, recordDocumentCheck } from './document-checks.repository';

export const BORROWER_ENTITY = 'borrower';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** TRN: nine digits, typed with or without dashes and spaces; stored as the digits (DESIGN decision 11). */
export function normalizeTrn(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (!/^[\d\s-]+$/.test(trimmed)) throw new AppError('BAD_REQUEST', M.trn);
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 9) throw new AppError('BAD_REQUEST', M.trn);
  return digits;
}

/** POST /api/admin/borrowers: a walk-in borrower without login credentials; the same person twice is 409. */
export async function createBorrower(db: TDb, input: { body: TCreateBorrowerRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  const { body } = input;
  const email = body.borrowerEmail.toLowerCase();
  if (!EMAIL.test(email)) throw new AppError('BAD_REQUEST', M.email);
  const trn = normalizeTrn(body.borrowerTRN);
  const id = await db.transaction(async (tx) => {
    const row = await insertBorrowerIfNew(tx, {
      email,
      idNumber: body.borrowerID.toUpperCase(),
      name: body.borrowerName,
      phone: body.borrowerPhone,
      address: body.borrowerAddress,
      trn,
    });
    if (!row) throw new AppError('CONFLICT', M.exists);
    await recordAudit(tx, input.actor, { action: 'borrower.create', entity: BORROWER_ENTITY, entityId: row.id, summary: { name: body.borrowerName, email } });
    return row.id;
  });
  return readBorrowerSummary(db, id);
}

/**
 * One change to a borrower record, in a transaction that holds the row: the change, then its audit
 * row with the fields before and after.
 */
async function editBorrower(
  db: TDb,
  input: { key: string; actor: TAuditActor; action: string },
  change: (tx: TTx, row: TBorrowerRow) => Promise<{ before: unknown; after: unknown; field: string }>,
): Promise<TBorrowerSummary> {
  const id = await resolveBorrowerId(db, input.key);
  await db.transaction(async (tx) => {
    const row = await lockBorrower(tx, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    const { before, after, field } = await change(tx, row);
    await recordAudit(tx, input.actor, { action: input.action, entity: BORROWER_ENTITY, entityId: id, summary: { field, before, after } });
  });
  return readBorrowerSummary(db, id);
}

/**
 * PUT /api/admin/borrower/{email}/document-verification: who and when are kept with the state. The
 * check is the document's (issue 30 item 9): the applications that hold the same file show it too.
 */
export function setDocumentVerification(db: TDb, input: { key: string; body: TDocumentVerificationRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  const { documentType, status } = input.body;
  return editBorrower(db, { ...input, action: 'borrower.documentVerification' }, async (tx, row) => {
    const check = { status, userId: input.actor.user.id, at: new Date() };
    const url = await findCurrentDocumentUrl(tx, row.id, documentType);
    if (url) await recordDocumentCheck(tx, { borrowerId: row.id, document: documentType, url, ...check });
    else await setDocumentCheck(tx, { id: row.id, documentType, ...check });
    return { field: documentType, before: row[CHECK_COLUMNS[documentType].status], after: status };
  });
}

/** PUT /api/admin/borrower/{email}/credit-status: null returns the borrower to the derived status. */
export function setCreditStatus(db: TDb, input: { key: string; body: TCreditStatusRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  return editBorrower(db, { ...input, action: 'borrower.creditStatus' }, async (tx, row) => {
    await updateBorrowerFields(tx, row.id, { creditStatus: input.body.creditStatus });
    return { field: 'creditStatus', before: row.creditStatus, after: input.body.creditStatus };
  });
}

/** PATCH /api/borrowers/{email}/bank-account: an empty number removes it. Audited without the digits. */
export function setBankAccount(db: TDb, input: { key: string; body: TBankAccountRequest; actor: TAuditActor }): Promise<TBorrowerSummary> {
  const next = input.body.bankAccountNumber === '' ? null : input.body.bankAccountNumber;
  return editBorrower(db, { ...input, action: 'borrower.bankAccount' }, async (tx, row) => {
    await updateBorrowerFields(tx, row.id, { bankAccountNumber: next });
    return { field: 'bankAccountNumber', before: row.bankAccountNumber ? 'set' : 'none', after: next ? 'set' : 'none' };
  });
}
