import { canMoveStatus, STATUS_TRANSITIONS, type TApplicationStatus } from '@common/application-status';
import { ZPawnLoanIdParams } from '@common/contracts/pawn-loan-review';
import type { TDisbursementMethod } from '@common/contracts/cash-drawer';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { postLoanPaidOut, postWriteOff } from '../books';
import { bookLoanOf } from './loan-books.service';
import { ensureScheduleLocked, rebuildSchedule } from './loan-ledger.service';
import { insertStatusChange, lockApplication, updateStatusIfCurrent, type TPawnLoanRow } from './loans.repository';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const CHANGED_ELSEWHERE = 'This application was changed by someone else. Reload and try again.';
/** Audit rows about an application or loan name it by its id under this entity. */
export const APPLICATION_ENTITY = 'application';

/** Who changes a loan: the signed-in staff member and where the request came from. */
export type TLoanActor = { user: TSessionUser; ip: string };

/**
 * What a loan's start makes beyond the loan's own rows, in the move's transaction: the pledges
 * module's pawn ticket (DESIGN decision 17). Pledges builds on loans, so its issuer is handed in
 * through onLoanActivated (server/app.ts, at start) instead of loans importing it.
 */
export type TLoanActivated = (tx: TExecutor, loan: TPawnLoanRow, by: TLoanActor) => Promise<unknown>;
const activationHandlers: TLoanActivated[] = [];

/** Registers what every move to active awaits, in order, inside its transaction; the same handler twice is kept once. */
export function onLoanActivated(handler: TLoanActivated): void {
  if (!activationHandlers.includes(handler)) activationHandlers.push(handler);
}

/** A malformed id cannot name an application, so it answers like an unknown one. */
export function applicationIdOf(raw: string): string {
  const parsed = ZPawnLoanIdParams.safeParse({ id: raw });
  if (!parsed.success) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return parsed.data.id.toLowerCase();
}

/** The application, locked until the transaction ends so two edits queue; 404 when there is none. */
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

export type TStatusMove = {
  /** The status the caller decided from; the move happens only if the loan still holds it. */
  from: string;
  to: string;
  notes: string | null;
  by: TLoanActor;
  /**
   * review: a reviewer's decision, which also records who reviewed it and their notes on the
   * application. ledger: a move the money makes (first payment, paid in full, a deleted payment
   * that undoes "paid in full"); it leaves the review fields as they were. write-off: collections
   * writes off a case and the loan is defaulted (also from approved: a loan whose first instalment
   * was never paid); it leaves the review fields too. sale: the loan's forfeited pledge was sold
   * (issue 32), which settles it: defaulted from the same statuses as a write-off. renewal: a
   * renewal's new loan (issue 32) made active from approved; no money is paid out (the principal
   * was lent once, and the pledges module books the renewal), so no pay-out is recorded or booked.
   */
  kind: 'review' | 'ledger' | 'write-off' | 'sale' | 'renewal';
  /**
   * The start date staff confirm with an approval or activation (the caller checked it): stored on
   * the loan, with the reason for a past day, and the schedule is rebuilt from it.
   */
  start?: { day: string; reason: string | null };
  /**
   * How the money went out when an approved loan becomes active (issue 34): cash, bank_transfer or
   * cheque, cash when not given. Stored with the instant and the staff member: the cash book's
   * "loan paid out" line and the drawer's cash out.
   */
  disbursementMethod?: TDisbursementMethod;
};

/**
 * Beyond the state machine, the ledger may undo its own completion: deleting a payment of a loan
 * it had completed leaves money owing again, so the loan goes back to active. No person can make
 * this move from the review dialog.
 */
const LEDGER_CORRECTIONS: Readonly<Record<string, readonly string[]>> = { completed: ['active'] };
/** A write-off defaults a loan that is approved (never paid) as well as an active one. */
const WRITE_OFF_MOVES: Readonly<Record<string, readonly string[]>> = { approved: ['defaulted'], active: ['defaulted'] };

const isAllowedMove = (move: TStatusMove) =>
  (move.kind === 'renewal' && move.from === 'approved' && move.to === 'active') ||
  (move.kind !== 'write-off' && move.kind !== 'sale' && move.kind !== 'renewal' && canMoveStatus(move.from, move.to)) ||
  (move.kind === 'ledger' && (LEDGER_CORRECTIONS[move.from] ?? []).includes(move.to)) ||
  ((move.kind === 'write-off' || move.kind === 'sale') && (WRITE_OFF_MOVES[move.from] ?? []).includes(move.to));

/** A move that pays the loan out: approved to active, but for a renewal's new loan. */
const paysOut = (move: TStatusMove) => move.from === 'approved' && move.to === 'active' && move.kind !== 'renewal';

/** The loan's paid-out record, written by its move from approved to active. */
const disbursementOf = (move: TStatusMove) => ({
  disbursementMethod: move.disbursementMethod ?? 'cash',
  disbursedAt: new Date(),
  disbursedByUserId: move.by.user.id,
});

/**
 * The one way a loan's status changes (DESIGN decision 4): the state machine's check, the update
 * (only if the status is still `from`, so two people deciding at once cannot both win), the history
 * row, the schedule the new status needs, and the audit row, all in the caller's transaction.
 * Who may make which move is the caller's rule; what moves exist is this function's.
 */
export async function changeLoanStatus(tx: TExecutor, loan: Pick<TPawnLoanRow, 'id' | 'applicationNumber'>, move: TStatusMove): Promise<TPawnLoanRow> {
  const { from, to } = move;
  if (from === to) throw new AppError('CONFLICT', `This application is already ${to}.`);
  if (!isAllowedMove(move)) throw new AppError('CONFLICT', transitionRefusal(from, to));
  const changedByName = displayNameOf(move.by.user);
  let updated = await updateStatusIfCurrent(
    tx,
    loan.id,
    from,
    {
      ...(move.kind === 'review' ? { status: to, reviewedBy: changedByName, reviewNotes: move.notes } : { status: to }),
      ...(move.start ? { startDate: move.start.day, startDateReason: move.start.reason } : {}),
      ...(paysOut(move) ? disbursementOf(move) : {}),
    },
  );
  if (!updated) throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
  await insertStatusChange(tx, {
    applicationId: loan.id,
    fromStatus: from,
    toStatus: to,
    changedByUserId: move.by.user.id,
    changedByName,
    notes: move.notes,
  });
  // From approval on the loan has a repayment schedule (the ledger), built from its terms now; a
  // loan coming back to active keeps its own (built if it predates schedules). The lock is held.
  if (to === 'approved' || (to === 'active' && move.start)) updated = await rebuildSchedule(tx, updated);
  else if (to === 'active') await ensureScheduleLocked(tx, updated);
  // Every move to active, whatever made it: an active loan with its items gets its pawn ticket (pledges).
  if (to === 'active') for (const handler of activationHandlers) await handler(tx, updated, move.by);
  // The books (issue 41): the pay-out and the write-off are money events, booked with the move.
  if (paysOut(move)) await postLoanPaidOut(tx, await bookLoanOf(tx, updated), { method: move.disbursementMethod ?? 'cash', by: move.by });
  if (move.kind === 'write-off') await postWriteOff(tx, { loan: updated, by: move.by });
  await recordAudit(tx, move.by, {
    action: 'application.status',
    entity: APPLICATION_ENTITY,
    entityId: loan.id,
    summary: {
      applicationNumber: loan.applicationNumber,
      before: { status: from },
      after: move.kind === 'review' ? { status: to, reviewedBy: changedByName } : { status: to },
      notes: move.notes,
      ...(move.start ? { startDate: move.start.day, startDateReason: move.start.reason } : {}),
      ...(paysOut(move) ? { disbursementMethod: move.disbursementMethod ?? 'cash' } : {}),
    },
  });
  return updated;
}
