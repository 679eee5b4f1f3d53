import {
  canMoveStatus,
  canRoleSetStatus,
  FREQUENCY_EDITABLE_STATUSES,
  STATUS_TRANSITIONS,
  VERIFICATION_DOCUMENTS,
  type TApplicationStatus,
} from '@common/application-status';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import {
  ZPawnLoanIdParams,
  type TPawnLoanDetailResponse,
  type TPaymentFrequencyRequest,
  type TStatusUpdateRequest,
  type TVerificationRequest,
} from '@common/contracts/pawn-loan-review';
import type { TRole } from '@common/roles';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { ensureScheduleLocked, rebuildSchedule, SCHEDULED_STATUSES } from '../payments/loan-ledger.service';
import type { TSessionUser } from '../users/users.repository';
import { displayNameOf } from '../users/user-view';
import type { TPawnLoanRow } from './pawn-loans-list.repository';
import { toItem } from './pawn-loans-list.service';
import {
  findApplicationById,
  insertStatusChange,
  listStatusHistory,
  lockApplication,
  updateReviewFields,
  updateStatusIfCurrent,
} from './pawn-loan-review.repository';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const CHANGED_ELSEWHERE = 'This application was changed by someone else. Reload and try again.';
export const LOAN_OFFICER_STATUS_ONLY =
  'A loan officer can only mark an application as reviewed. Approving, rejecting and later changes are made by an admin.';
/** Audit rows of this module name the application by its id under this entity. */
export const APPLICATION_ENTITY = 'application';

/** Who changes an application: the signed-in staff member and where the request came from. */
export type TReviewer = { user: TSessionUser; ip: string };

const actorOf = (reviewer: TReviewer): TAuditActor => ({ user: reviewer.user, ip: reviewer.ip });

/** A malformed id cannot name an application, so it answers like an unknown one. */
export function applicationIdOf(raw: string): string {
  const parsed = ZPawnLoanIdParams.safeParse({ id: raw });
  if (!parsed.success) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return parsed.data.id.toLowerCase();
}

export async function lockExistingApplication(tx: TExecutor, id: string): Promise<TPawnLoanRow> {
  const row = await lockApplication(tx, id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return row;
}

/** "An application that is approved cannot be moved to reviewed. From approved it can go to active or rejected." */
export function transitionRefusal(from: string, to: string): string {
  const refusal = `An application that is ${from} cannot be moved to ${to}.`;
  const next = STATUS_TRANSITIONS[from as TApplicationStatus] ?? [];
  if (next.length === 0) return `${refusal} ${from[0]?.toUpperCase() ?? ''}${from.slice(1)} is a final status.`;
  const list = next.length === 1 ? next[0] : `${next.slice(0, -1).join(', ')} or ${next[next.length - 1]}`;
  return `${refusal} From ${from} it can go to ${list}.`;
}

export async function getPawnLoanDetail(db: TDb, rawId: string): Promise<TPawnLoanDetailResponse> {
  const id = applicationIdOf(rawId);
  const row = await findApplicationById(db, id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const history = await listStatusHistory(db, id);
  return {
    application: toItem(row),
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
    if (!canRoleSetStatus(user.role as TRole, to)) throw new AppError('FORBIDDEN', LOAN_OFFICER_STATUS_ONLY);
    const from = current.status;
    if (from === to) throw new AppError('CONFLICT', `This application is already ${to}.`);
    if (!canMoveStatus(from, to)) throw new AppError('CONFLICT', transitionRefusal(from, to));

    const notes = input.body.reviewNotes?.trim() || null;
    const reviewedBy = displayNameOf(user);
    const updated = await updateStatusIfCurrent(tx, id, from, { status: to, reviewedBy, reviewNotes: notes });
    if (!updated) throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
    await insertStatusChange(tx, { applicationId: id, fromStatus: from, toStatus: to, changedByUserId: user.id, changedByName: reviewedBy, notes });
    // From approval on the loan has a repayment schedule (the ledger), built from its terms now;
    // a loan coming back to active keeps its own (built if it predates schedules). Lock held.
    if (to === 'approved') await rebuildSchedule(tx, updated);
    else if (to === 'active') await ensureScheduleLocked(tx, updated);
    await recordAudit(tx, actorOf(input.reviewer), {
      action: 'application.status',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: current.applicationNumber, before: { status: from }, after: { status: to, reviewedBy }, notes },
    });
    return toItem(updated);
  });
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
    const updated = await updateReviewFields(tx, id, { paymentFrequency: next });
    // A scheduled loan is regrouped into the new frequency's payments; what was paid is re-applied.
    if (SCHEDULED_STATUSES.includes(updated.status)) await rebuildSchedule(tx, updated);
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
    await recordAudit(tx, actorOf(input.reviewer), {
      action: 'application.verification',
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: current.applicationNumber, field, before: { [field]: current[field] }, after: { [field]: status } },
    });
    return toItem(updated);
  });
}
