import { createHash, randomBytes } from 'node:crypto';
import {
  consentOpenStatusesOf,
  GUARANTEE_LINK_DAYS,
  GUARANTEE_MESSAGES as M,
  guarantorConsentOf,
  hasGuarantor,
  isConsentOpen,
  isGuarantorEmail,
  type TGuarantorEmailRequest,
  type TGuarantorInvitationResponse,
  type TPaperConsentRequest,
} from '@common/contracts/guarantees';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { enqueueEmail } from '../../lib/outbox.repository';
import { emailSignatureOf, type TShopSource } from '../../lib/shop-identity';
import { toItem } from '../applications';
import { recordAudit, type TAuditActor } from '../audit';
import { APPLICATION_ENTITY, applicationIdOf, listSchedule, lockExistingApplication, type TPawnLoanRow } from '../loans';
import { guaranteeTermsOf } from './guarantee-terms';
import { attachUploads, confirmUploads } from './guarantee-uploads';
import { buildInvitationEmail } from './guarantees.email';
import { insertConsent, insertInvitation, revokeOpenInvitations, setConsentState, updateGuarantorEmail } from './guarantees.repository';

export type TGuaranteeDeps = { db: TDb; store: TObjectStore; shop: TShopSource; appUrl: string };

/** The link's token: 32 random bytes; the table keeps only its SHA-256, so the table opens nothing. */
export const hashGuaranteeToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The guarantor may be asked, or their consent recorded, only before approval or on a renewal still active. */
function checkStillAskable(loan: TPawnLoanRow): void {
  if (!hasGuarantor(loan)) throw new AppError('CONFLICT', M.noGuarantor);
  if (!isConsentOpen(loan)) throw new AppError('CONFLICT', M.pastApproval);
}

/**
 * POST /api/pawn-loans/{id}/guarantor-invitation: a personal link (random, single use, 14 days) is
 * e-mailed through the outbox; any earlier open link stops working. 409 without a guarantor or their
 * e-mail, past approval (a renewal may still ask while active), or once they have agreed.
 */
export async function inviteGuarantor(deps: TGuaranteeDeps, input: { id: string; actor: TAuditActor }): Promise<TGuarantorInvitationResponse> {
  const id = applicationIdOf(input.id);
  const shop = await deps.shop.read();
  return deps.db.transaction(async (tx) => {
    const loan = await lockExistingApplication(tx, id);
    checkStillAskable(loan);
    if (!loan.guarantorEmail) throw new AppError('CONFLICT', M.noEmail);
    if (['accepted', 'paper'].includes(loan.guarantorConsent)) throw new AppError('CONFLICT', M.alreadyAgreed);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + GUARANTEE_LINK_DAYS * 86_400_000);
    await revokeOpenInvitations(tx, id);
    await insertInvitation(tx, { tokenHash: hashGuaranteeToken(token), applicationId: id, sentTo: loan.guarantorEmail, expiresAt, createdByUserId: input.actor.user.id });
    const updated = await setConsentState(tx, id, { guarantorConsent: 'invited', guarantorInviteExpiresAt: expiresAt }, consentOpenStatusesOf(loan));
    if (!updated) throw new AppError('CONFLICT', M.pastApproval);
    const terms = guaranteeTermsOf(loan, await listSchedule(tx, id), shop.settings.businessName, expiresAt);
    await enqueueEmail(
      tx,
      buildInvitationEmail({ applicationId: id, to: loan.guarantorEmail, terms, link: `${deps.appUrl}/guarantee/${token}`, signature: emailSignatureOf(shop.settings) }),
    );
    await recordAudit(tx, input.actor, {
      action: 'guarantor.invite',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: loan.applicationNumber, before: { guarantorConsent: guarantorConsentOf(loan, new Date()) }, after: { guarantorConsent: 'invited' }, expiresAt: expiresAt.toISOString() },
    });
    return { sentTo: loan.guarantorEmail, expiresAt: expiresAt.toISOString() };
  });
}

/** PATCH /api/pawn-loans/{id}/guarantor-email: staff add or correct it while the guarantor may be asked (audited). */
export async function changeGuarantorEmail(deps: Pick<TGuaranteeDeps, 'db'>, input: { id: string; body: TGuarantorEmailRequest; actor: TAuditActor }): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const email = input.body.guarantorEmail.trim().toLowerCase();
  if (!isGuarantorEmail(email)) throw new AppError('BAD_REQUEST', M.guarantorEmail);
  return deps.db.transaction(async (tx) => {
    const loan = await lockExistingApplication(tx, id);
    checkStillAskable(loan);
    if (loan.guarantorEmail === email) return toItem(loan);
    const updated = await updateGuarantorEmail(tx, id, email);
    await recordAudit(tx, input.actor, {
      action: 'guarantor.email',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: loan.applicationNumber, before: { guarantorEmail: loan.guarantorEmail }, after: { guarantorEmail: email } },
    });
    return toItem(updated);
  });
}

/**
 * POST /api/pawn-loans/{id}/guarantor-consent/paper: the guarantor signed a paper consent at the
 * counter; staff upload its scan and say why it was on paper. Open links stop working. Audited.
 */
export async function recordPaperConsent(deps: TGuaranteeDeps, input: { id: string; body: TPaperConsentRequest; actor: TAuditActor }): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const paperUrl = input.body.paperUrl?.trim() ?? '';
  const reason = input.body.reason?.trim() ?? '';
  if (!paperUrl || !reason) throw new AppError('BAD_REQUEST', M.paperNeeds);
  const uploads = [{ label: 'signed consent', path: paperUrl }];
  const uploader = { userId: input.actor.user.id, visitorId: null };
  await confirmUploads(deps, uploads, uploader);
  return deps.db.transaction(async (tx) => {
    const loan = await lockExistingApplication(tx, id);
    checkStillAskable(loan);
    if (['accepted', 'paper'].includes(loan.guarantorConsent)) throw new AppError('CONFLICT', M.alreadyAgreed);
    const [paper] = await attachUploads(tx, uploads, uploader, id);
    await insertConsent(tx, { applicationId: id, decision: 'paper', guarantorName: loan.guarantorName ?? '', paperUrl: paper, note: reason, recordedByUserId: input.actor.user.id });
    await revokeOpenInvitations(tx, id);
    const updated = await setConsentState(tx, id, { guarantorConsent: 'paper', guarantorInviteExpiresAt: null }, consentOpenStatusesOf(loan));
    if (!updated) throw new AppError('CONFLICT', M.pastApproval);
    await recordAudit(tx, input.actor, {
      action: 'guarantor.paper-consent',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: loan.applicationNumber, before: { guarantorConsent: guarantorConsentOf(loan, new Date()) }, after: { guarantorConsent: 'paper' }, reason },
    });
    return toItem(updated);
  });
}
