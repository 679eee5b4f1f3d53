import {
  consentOpenStatusesOf,
  GUARANTEE_MESSAGES as M,
  isConsentOpen,
  type TGuaranteeDecisionRequest,
  type TGuaranteeDecisionResponse,
  type TGuaranteeTermsResponse,
} from '@common/contracts/guarantees';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { APPLICATION_ENTITY, listSchedule, lockExistingApplication } from '../loans';
import { renderGuaranteePdf } from './guarantee.pdf';
import { guaranteeTermsOf } from './guarantee-terms';
import { attachUploads, confirmUploads, type TUploader } from './guarantee-uploads';
import { findApplicationByNumber, findInvitation, findLatestConsent, insertConsent, setConsentState, spendInvitation, type TInvitationRow } from './guarantees.repository';
import { hashGuaranteeToken, type TGuaranteeDeps } from './guarantees.service';

export type TPdfFile = { filename: string; pdf: Buffer };

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** 404 for an unknown or revoked link, 410 for an expired or used one. */
function refusalOf(invitation: TInvitationRow | undefined, now: Date): AppError | null {
  if (!invitation || invitation.revokedAt) return new AppError('NOT_FOUND', M.linkNotFound);
  if (invitation.usedAt) return new AppError('GONE', M.linkUsed);
  if (invitation.expiresAt.getTime() <= now.getTime()) return new AppError('GONE', M.linkExpired);
  return null;
}

async function openLink(db: TExecutor, token: string) {
  const found = TOKEN.test(token) ? await findInvitation(db, hashGuaranteeToken(token)) : null;
  const refusal = refusalOf(found?.invitation, new Date());
  if (refusal || !found) throw refusal ?? new AppError('NOT_FOUND', M.linkNotFound);
  return found;
}

/** GET /api/guarantee/{token} (no sign-in): the terms the guarantor is asked to agree to. */
export async function readGuaranteeTerms(deps: TGuaranteeDeps, token: string): Promise<TGuaranteeTermsResponse> {
  const { invitation, loan } = await openLink(deps.db, token);
  const shop = await deps.shop.read();
  return guaranteeTermsOf(loan, await listSchedule(deps.db, loan.id), shop.settings.businessName, invitation.expiresAt);
}

/**
 * POST /api/guarantee/{token}: accept (with a drawn signature, an ID photo and its number, and a TRN
 * photo, uploaded by this browser) or decline (an optional note). The link is used up in the same
 * transaction that records the decision, the uploads are attached to the application and it is audited.
 */
export async function decideGuarantee(
  deps: TGuaranteeDeps,
  input: { token: string; body: TGuaranteeDecisionRequest; uploader: TUploader; ip: string },
): Promise<TGuaranteeDecisionResponse> {
  const { body } = input;
  await openLink(deps.db, input.token);
  const accept = body.decision === 'accept';
  const signatureUrl = body.signatureUrl?.trim() ?? '';
  const idDocumentUrl = body.idDocumentUrl?.trim() ?? '';
  const idDocumentNumber = body.idDocumentNumber?.trim() ?? '';
  const trnPhotoUrl = body.trnPhotoUrl?.trim() ?? '';
  if (accept && (!signatureUrl || !idDocumentUrl || !idDocumentNumber || !trnPhotoUrl)) throw new AppError('BAD_REQUEST', M.acceptNeeds);
  const uploads = accept
    ? [
        { label: 'signature', path: signatureUrl },
        { label: 'ID document', path: idDocumentUrl },
        { label: 'TRN photo', path: trnPhotoUrl },
      ]
    : [];
  await confirmUploads(deps, uploads, input.uploader);
  return deps.db.transaction(async (tx) => {
    const applicationId = await spendInvitation(tx, hashGuaranteeToken(input.token));
    if (!applicationId) {
      // Another answer used it first (or it just expired): say which, as a fresh read would.
      await openLink(tx, input.token);
      throw new AppError('GONE', M.linkUsed);
    }
    const loan = await lockExistingApplication(tx, applicationId);
    if (!isConsentOpen(loan)) throw new AppError('CONFLICT', M.pastApproval);
    const [signature, idDocument, trnPhoto] = accept ? await attachUploads(tx, uploads, input.uploader, applicationId) : [];
    const note = body.note?.trim() || null;
    await insertConsent(tx, {
      applicationId,
      decision: body.decision,
      guarantorName: loan.guarantorName ?? '',
      signatureUrl: signature ?? null,
      idDocumentUrl: idDocument ?? null,
      idDocumentNumber: accept ? idDocumentNumber : null,
      trnPhotoUrl: trnPhoto ?? null,
      note,
    });
    const status = accept ? 'accepted' : 'declined';
    await setConsentState(tx, applicationId, { guarantorConsent: status, guarantorInviteExpiresAt: null }, consentOpenStatusesOf(loan));
    // The guarantor is not a user: the row names the decision and where it came from.
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: `guarantor.${status}`,
      entity: APPLICATION_ENTITY,
      entityId: applicationId,
      summary: { applicationNumber: loan.applicationNumber, by: 'guarantor (personal link)', ip: input.ip, before: { guarantorConsent: loan.guarantorConsent }, after: { guarantorConsent: status }, ...(note ? { note } : {}) },
    });
    return { status };
  });
}

async function renderLatest(deps: TGuaranteeDeps, loan: Parameters<typeof guaranteeTermsOf>[0], expiresAt: Date | null): Promise<TPdfFile | null> {
  const consent = await findLatestConsent(deps.db, loan.id);
  if (!consent) return null;
  const shop = await deps.shop.read();
  const terms = guaranteeTermsOf(loan, await listSchedule(deps.db, loan.id), shop.settings.businessName, expiresAt ?? consent.createdAt);
  const pdf = await renderGuaranteePdf({ terms, consent, loan }, shop, deps.store);
  return { filename: `guarantee-${loan.applicationNumber}.pdf`, pdf };
}

/**
 * GET /api/guarantee/{token}/pdf: the guarantor's copy of what they decided, while the link is
 * fresh (the 14 days it was given for); 404 before a decision or for an unknown or revoked link.
 */
export async function getGuaranteePdfByLink(deps: TGuaranteeDeps, token: string): Promise<TPdfFile> {
  const found = TOKEN.test(token) ? await findInvitation(deps.db, hashGuaranteeToken(token)) : null;
  if (!found || found.invitation.revokedAt || !found.invitation.usedAt) throw new AppError('NOT_FOUND', M.pdfNotFound);
  if (found.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', M.linkExpired);
  const file = await renderLatest(deps, found.loan, found.invitation.expiresAt);
  if (!file) throw new AppError('NOT_FOUND', M.pdfNotFound);
  return file;
}

/** GET /api/pawn-loans/{applicationNumber}/guarantee (staff): the latest guarantor decision as a PDF. */
export async function getGuaranteePdfForStaff(deps: TGuaranteeDeps, applicationNumber: string): Promise<TPdfFile> {
  const number = applicationNumber.trim();
  const loan = /^PL-[A-Za-z0-9-]{1,17}$/i.test(number) ? await findApplicationByNumber(deps.db, number) : null;
  const file = loan ? await renderLatest(deps, loan, null) : null;
  if (!file) throw new AppError('NOT_FOUND', M.pdfNotFound);
  return file;
}
