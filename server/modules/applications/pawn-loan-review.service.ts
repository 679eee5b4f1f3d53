import { canRoleSetStatus, FREQUENCY_EDITABLE_STATUSES, VERIFICATION_DOCUMENTS, type TApplicationStatus } from '@common/application-status';
import { AGREED_CONSENTS, GUARANTEE_MESSAGES, guarantorConsentOf, moveNeedsGuarantorConsent } from '@common/contracts/guarantees';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import {
  START_DATE_MESSAGES,
  START_DATE_STATUSES,
  startDateProblem,
  type TPawnLoanDetailResponse,
  type TPaymentFrequencyRequest,
  type TStatusUpdateRequest,
  type TVerificationRequest,
} from '@common/contracts/pawn-loan-review';
import { jamaicaToday } from '@common/jamaica-time';
import type { TRole } from '@common/roles';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import { recordDocumentCheck, type TCheckedDocument } from '../borrowers';
import {
  APPLICATION_ENTITY,
  APPLICATION_NOT_FOUND,
  applicationIdOf,
  changeLoanStatus,
  findApplicationById,
  listStatusHistory,
  lockExistingApplication,
  readLoanStandings,
  rebuildSchedule,
  SCHEDULED_STATUSES,
  totalsOf,
  type TLoanActor,
} from '../loans';
import { updateReviewFields } from './pawn-loan-review.repository';
import { toItem } from './pawn-loans-list.service';

export const LOAN_OFFICER_STATUS_ONLY =
  'A loan officer can mark an application as reviewed and pay out an approved loan (active). Approving, rejecting and later changes are made by an admin.';

/** Who changes an application: the signed-in staff member and where the request came from. */
export type TReviewer = TLoanActor;

const actorOf = (reviewer: TReviewer): TAuditActor => ({ user: reviewer.user, ip: reviewer.ip });

export async function getPawnLoanDetail(db: TDb, rawId: string): Promise<TPawnLoanDetailResponse> {
  const id = applicationIdOf(rawId);
  const row = await findApplicationById(db, id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const history = await listStatusHistory(db, id);
  const standing = SCHEDULED_STATUSES.includes(row.status) ? (await readLoanStandings(db, [row], jamaicaToday())).get(row.id) : undefined;
  return {
    application: toItem(row),
    ledger: standing ? totalsOf(standing.summary, standing.sums.lateCharges) : null,
    history: history.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      changedByName: h.changedByName,
      notes: h.notes,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/**
 * One move of the state machine (DESIGN decision 4), by a role allowed to make it. The reviewer is
 * the session's user, never the body's reviewedBy. The row is updated only if its status is still
 * the one this decision was made from, so two people deciding at once cannot both win.
 */
export async function changeStatus(
  db: TDb,
  input: { id: string; body: TStatusUpdateRequest; reviewer: TReviewer },
): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const to = input.body.status;
  const { user } = input.reviewer;
  return db.transaction(async (tx) => {
    const current = await findApplicationById(tx, id);
    if (!current) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (!canRoleSetStatus(user.role as TRole, current.status, to)) throw new AppError('FORBIDDEN', LOAN_OFFICER_STATUS_ONLY);
    // A guarantee the guarantor never agreed to protects nobody (issue 33 item 7, DESIGN decision 18).
    if (moveNeedsGuarantorConsent(current.status, to) && !AGREED_CONSENTS.includes(guarantorConsentOf(current, new Date()))) {
      throw new AppError('CONFLICT', GUARANTEE_MESSAGES.notAgreed, { code: 'GUARANTOR_NOT_AGREED' });
    }
    const notes = input.body.reviewNotes?.trim() || null;
    const start = confirmedStart(input.body, to, current.startDate, jamaicaToday());
    if (input.body.disbursementMethod && !(current.status === 'approved' && to === 'active')) throw new AppError('BAD_REQUEST', DISBURSEMENT_NOT_THIS_MOVE);
    // Paid from the owner's capital is for a paper pawn paid out before today (issue 41), never today's till.
    if (input.body.disbursementMethod === 'owner_capital' && !((start?.day ?? current.startDate ?? jamaicaToday()) < jamaicaToday())) {
      throw new AppError('BAD_REQUEST', OWNER_CAPITAL_NEEDS_PAST_START);
    }
    const disbursement = input.body.disbursementMethod ? { disbursementMethod: input.body.disbursementMethod } : {};
    const updated = await changeLoanStatus(tx, current, { from: current.status, to, notes, by: input.reviewer, kind: 'review', ...(start ? { start } : {}), ...disbursement });
    return toItem(updated);
  });
}

export const OWNER_CAPITAL_NEEDS_PAST_START = "Paid before Pawnbook (owner's capital) is for a loan paid out on paper before today: give the day it was paid out as its start date.";

/** A paid-out method belongs to the move that pays the loan out. */
export const DISBURSEMENT_NOT_THIS_MOVE = 'A disbursement method can only be given when an approved loan is made active.';

/**
 * The start date an approval or activation confirms (DESIGN decision 12): the one given, else today;
 * an activation of a loan whose approval already confirmed one keeps it unless another is given.
 */
function confirmedStart(body: TStatusUpdateRequest, to: string, current: string | null, today: string): { day: string; reason: string | null } | null {
  const given = body.startDate?.trim() || null;
  if (!START_DATE_STATUSES.includes(to)) {
    if (given) throw new AppError('BAD_REQUEST', START_DATE_MESSAGES.notThisMove);
    return null;
  }
  if (!given && to === 'active' && current) return null;
  const day = given ?? today;
  const reason = body.startDateReason?.trim() || null;
  const problem = startDateProblem(day, today, reason);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  return { day, reason: day < today ? reason : null };
}

/** Weekly, bi-weekly or monthly, while the loan is still open; choosing the current one changes nothing. */
export async function changePaymentFrequency(
  db: TDb,
  input: { id: string; body: TPaymentFrequencyRequest; reviewer: TReviewer },
): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const next = input.body.paymentFrequency;
  return db.transaction(async (tx) => {
    const current = await lockExistingApplication(tx, id);
    if (!FREQUENCY_EDITABLE_STATUSES.includes(current.status as TApplicationStatus)) {
      throw new AppError('CONFLICT', `The payment frequency cannot be changed once an application is ${current.status}.`);
    }
    if (current.paymentFrequency === next) return toItem(current);
    let updated = await updateReviewFields(tx, id, { paymentFrequency: next });
    // A scheduled loan is regrouped into the new frequency's payments; what was paid is re-applied.
    if (SCHEDULED_STATUSES.includes(updated.status)) updated = await rebuildSchedule(tx, updated);
    await recordAudit(tx, actorOf(input.reviewer), {
      action: 'application.frequency',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: {
        applicationNumber: current.applicationNumber,
        before: { paymentFrequency: current.paymentFrequency },
        after: { paymentFrequency: next },
      },
    });
    return toItem(updated);
  });
}

/** Each application check's document on the borrower record. */
const CHECKED_DOCUMENTS: Record<TVerificationRequest['field'], TCheckedDocument> = {
  borrowerPhotoVerified: 'photo',
  borrowerTrnPhotoVerified: 'trn',
  borrowerSignatureVerified: 'signature',
  idDocumentVerified: 'idDocument',
};

// "TRN photo" and "ID document" keep their capitals; "Borrower photo" reads "borrower photo" mid-sentence.
const inSentence = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/** Verify, Reject or Reset one document check. Only a document the application holds can be judged. */
export async function setVerification(
  db: TDb,
  input: { id: string; body: TVerificationRequest; reviewer: TReviewer },
): Promise<TPawnLoanListItem> {
  const id = applicationIdOf(input.id);
  const { field, status } = input.body;
  const document = VERIFICATION_DOCUMENTS[field];
  return db.transaction(async (tx) => {
    const current = await lockExistingApplication(tx, id);
    if (status !== 'pending' && !current[document.urlField]) {
      const verb = status === 'verified' ? 'verify' : 'reject';
      throw new AppError('CONFLICT', `There is no ${inSentence(document.label)} to ${verb}.`);
    }
    if (current[field] === status) return toItem(current);
    const updated = await updateReviewFields(tx, id, { [field]: status });
    // One verification per document (issue 30 item 9): the borrower record showing the same file,
    // and any other application holding it, take the same check.
    const url = current[document.urlField];
    if (current.borrowerId && url) {
      await recordDocumentCheck(tx, { borrowerId: current.borrowerId, document: CHECKED_DOCUMENTS[field], url, status, userId: input.reviewer.user.id, at: new Date() });
    }
    await recordAudit(tx, actorOf(input.reviewer), {
      action: 'application.verification',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: current.applicationNumber, field, before: { [field]: current[field] }, after: { [field]: status } },
    });
    return toItem(updated);
  });
}
