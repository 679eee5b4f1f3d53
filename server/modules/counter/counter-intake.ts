import { COUNTER_MESSAGES as M, type TCounterPawnRequest } from '@common/contracts/counter';
import { isUuid } from '@common/contracts/fields';
import { centsToDecimalString } from '@common/money';
import type { TPawnTerms } from '@common/pawn-terms';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { insertPawnLoanApplication, insertStatusHistory } from '../applications';
import { findBorrowerRecord, findCurrentDocumentUrl, findOrAddCounterPawner, recordDocumentCheck, type TCheckedDocument, type TCounterPawnerRecord } from '../borrowers';
import { pawnLoanTermsRow, type TLoanActor } from '../loans';
import { attachObjectsToApplication, confirmPresignedUpload, lockObjectsForAttach, type TObjectDeps } from '../objects';

// The counter pawn's intake (issue 43): who pawns, the uploads the clerk took at the counter, and
// the loan's row on pawn terms. Called by counter.service.ts inside its transaction.

const UPLOAD_PREFIX = '/objects/uploads/';
const idOfUpload = (path: string): string | null => {
  const id = path.slice(UPLOAD_PREFIX.length);
  return path.toLowerCase().startsWith(UPLOAD_PREFIX) && isUuid(id) ? id.toLowerCase() : null;
};

type TCounterDocument = { document: TCheckedDocument; label: string; path: string };

/** The uploads the request names: the ID photo and the pawner's photo when given, and the signature. */
function documentsOf(body: TCounterPawnRequest): TCounterDocument[] {
  const pawner = body.pawner;
  const docs: (TCounterDocument | null)[] = [
    pawner?.idPhotoUrl ? { document: 'idDocument', label: 'ID photo', path: pawner.idPhotoUrl } : null,
    pawner?.photoUrl ? { document: 'photo', label: "pawner's photo", path: pawner.photoUrl } : null,
    { document: 'signature', label: 'signature', path: body.pawnerSignatureUrl },
  ];
  return docs.filter((d): d is TCounterDocument => d !== null);
}

/** Uploads sent straight to S3 are checked before the transaction, as the online form's are. */
export async function confirmCounterUploads(deps: TObjectDeps, body: TCounterPawnRequest, staff: TLoanActor): Promise<void> {
  if (!deps.store.verifyStored) return;
  for (const doc of documentsOf(body)) {
    const id = idOfUpload(doc.path);
    if (id) await confirmPresignedUpload(deps, { id, uploader: { userId: staff.user.id, visitorId: null } }).catch(() => undefined);
  }
}

export type TClaimedDocuments = { ids: string[]; idDocumentUrl: string | null; photoUrl: string | null; signatureUrl: string; verified: TCheckedDocument[] };

/** The clerk's own uploads, stored and not part of anything yet, locked until they are attached. */
export async function claimCounterUploads(tx: TExecutor, body: TCounterPawnRequest, staff: TLoanActor): Promise<TClaimedDocuments> {
  const docs = documentsOf(body);
  const ids = docs.map((d) => idOfUpload(d.path));
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    const label = docs[index]!.label;
    if (!id || seen.has(id)) throw new AppError('BAD_REQUEST', `The ${label} upload was not found. Please take it again.`);
    seen.add(id);
  }
  const rows = new Map((await lockObjectsForAttach(tx, [...seen])).map((row) => [row.id, row]));
  for (const [index, id] of ids.entries()) {
    const row = rows.get(id!);
    if (!row || row.ownerUserId !== staff.user.id || row.status !== 'stored' || row.attachedAt !== null) {
      throw new AppError('BAD_REQUEST', `The ${docs[index]!.label} upload was not found. Please take it again.`);
    }
  }
  const pathOf = (document: TCheckedDocument) => docs.find((d) => d.document === document)?.path ?? null;
  return { ids: [...seen], idDocumentUrl: pathOf('idDocument'), photoUrl: pathOf('photo'), signatureUrl: body.pawnerSignatureUrl, verified: docs.map((d) => d.document) };
}

/** The returning pawner by borrowerId, or the new one (the borrower with that ID number, if any). */
export async function resolvePawner(tx: TExecutor, body: TCounterPawnRequest): Promise<TCounterPawnerRecord & { created: boolean }> {
  const pawner = body.pawner;
  if (!pawner) throw new AppError('BAD_REQUEST', M.pawner);
  if (pawner.borrowerId) {
    const record = await findBorrowerRecord(tx, pawner.borrowerId.toLowerCase());
    if (!record) throw new AppError('BAD_REQUEST', M.borrowerNotFound);
    return { ...record, created: false };
  }
  return findOrAddCounterPawner(tx, {
    idNumber: (pawner.idNumber ?? '').trim().toUpperCase(),
    name: pawner.name ?? '',
    phone: pawner.phone ?? '',
    address: pawner.address ?? '',
    email: (pawner.email ?? '').trim().toLowerCase(),
    trn: pawner.trn,
    photoUrl: pawner.photoUrl ?? null,
    signatureUrl: body.pawnerSignatureUrl,
  });
}

/**
 * The loan's row on pawn terms, its uploads attached and checked by the clerk (who has the ID in
 * hand), and its first history row. What it repays is principal plus the first period's charge
 * until more periods start (loans' pawn-terms.service.ts). A returning pawner without a new ID
 * photo keeps the ID document on file.
 */
export async function recordCounterPawnLoan(
  tx: TExecutor,
  p: {
    pawner: TCounterPawnerRecord;
    body: TCounterPawnRequest;
    documents: TClaimedDocuments;
    terms: TPawnTerms;
    loanCents: number;
    firstChargeCents: number;
    ticketDate: string;
    staff: TLoanActor;
  },
): Promise<{ id: string; applicationNumber: string }> {
  const { pawner, documents, terms, staff } = p;
  const given = p.body.pawner;
  const idDocumentUrl = documents.idDocumentUrl ?? (await findCurrentDocumentUrl(tx, pawner.id, 'idDocument'));
  const verified = (has: boolean) => (has ? 'verified' : 'pending');
  const applicationNumber = await nextYearlyNumber(tx, 'PL', Number(p.ticketDate.slice(0, 4)));
  const ticketInstant = new Date(`${p.ticketDate}T12:00:00-05:00`);
  const row = await insertPawnLoanApplication(tx, {
    applicationNumber,
    borrowerId: pawner.id,
    accountLinked: true,
    borrowerName: pawner.name,
    borrowerEmail: pawner.email,
    borrowerAddress: pawner.address ?? '',
    borrowerTRN: pawner.trn,
    borrowerPhone: pawner.phone ?? '',
    borrowerID: pawner.idNumber,
    borrowerPhotoUrl: documents.photoUrl ?? pawner.photoUrl,
    borrowerSignatureUrl: documents.signatureUrl,
    borrowerSignatureMethod: 'drawn',
    borrowerPhotoVerified: verified(documents.photoUrl !== null),
    borrowerSignatureVerified: 'verified',
    idDocumentVerified: verified(idDocumentUrl !== null),
    idDocumentType: given?.idType ?? null,
    idDocumentUrl,
    idDocumentNumber: given?.idNumber ?? pawner.idNumber,
    loanAmount: centsToDecimalString(p.loanCents),
    ...pawnLoanTermsRow(p.loanCents, terms, p.ticketDate),
    agreementDate: ticketInstant,
    validFrom: ticketInstant,
    status: 'submitted',
  });
  const attached = await attachObjectsToApplication(tx, documents.ids, row.id);
  if (attached !== documents.ids.length) throw new Error(`attached ${attached} of ${documents.ids.length} locked uploads`);
  await insertStatusHistory(tx, { applicationId: row.id, fromStatus: null, toStatus: 'submitted', changedByUserId: staff.user.id, notes: 'Pawned at the counter' });
  const at = new Date();
  // The ID on file is checked too: the clerk has the document itself in hand.
  const checked: [TCheckedDocument, string | null][] = [
    ['idDocument', idDocumentUrl],
    ['photo', documents.photoUrl],
    ['signature', documents.signatureUrl],
  ];
  for (const [document, url] of checked) if (url) await recordDocumentCheck(tx, { borrowerId: pawner.id, document, url, status: 'verified', userId: staff.user.id, at });
  return { id: row.id, applicationNumber };
}
