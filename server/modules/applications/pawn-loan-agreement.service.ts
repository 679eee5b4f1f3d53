import type { Readable } from 'node:stream';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { findApplicationById, listSchedule, type TPawnLoanRow } from '../loans';
import type { TShopIdentity, TShopSource } from '../../lib/shop-identity';
import { renderAgreementPdf } from './pawn-loan-agreement.pdf';
import { findReadableApplication, type TAgreementReader } from './pawn-loan-agreement.repository';

export const AGREEMENT_NOT_FOUND = 'Agreement not found';
const APPLICATION_NUMBER = /^PL-[A-Za-z0-9-]{1,17}$/;
const MAX_SIGNATURE_BYTES = 10 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += piece.length;
    if (size > MAX_SIGNATURE_BYTES) return null;
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

/** The drawn signature's bytes, or null when it cannot be read (the PDF then says so). */
async function readSignature(store: TObjectStore, loan: TPawnLoanRow): Promise<Buffer | null> {
  const path = loan.borrowerSignatureUrl;
  if (!path?.startsWith('/objects/')) return null;
  try {
    const stream = await store.openReadStream(path.slice('/objects/'.length));
    return stream ? await readAll(stream) : null;
  } catch {
    return null;
  }
}

export function agreementFilename(applicationNumber: string): string {
  return `loan-agreement-${applicationNumber}.pdf`;
}

/** GET /api/pawn-loans/{applicationNumber}/agreement: the PDF, or 404 for anyone who may not see it. */
export async function getAgreementPdf(
  deps: { db: TDb; store: TObjectStore; shop: TShopSource },
  input: { applicationNumber: string; reader: TAgreementReader },
): Promise<{ filename: string; pdf: Buffer }> {
  const number = input.applicationNumber.toUpperCase();
  if (!APPLICATION_NUMBER.test(number)) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND);
  const loan = await findReadableApplication(deps.db, number, input.reader);
  if (!loan) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND);
  const schedule = await listSchedule(deps.db, loan.id);
  return { filename: agreementFilename(loan.applicationNumber), pdf: await renderAgreementPdf(loan, schedule, await readSignature(deps.store, loan), await deps.shop.read()) };
}

/** The agreement attached to the confirmation e-mail, rendered when it is sent; null when the application is gone. */
export async function renderAgreementById(deps: { db: TDb; store: TObjectStore }, shop: TShopIdentity, applicationId: string): Promise<Buffer | null> {
  const loan = await findApplicationById(deps.db, applicationId).catch(() => null);
  return loan ? renderAgreementPdf(loan, await listSchedule(deps.db, loan.id), await readSignature(deps.store, loan), shop) : null;
}
