import { COUNTER_MESSAGES as M, type TCounterPawnRequest, type TCounterPawnResponse } from '@common/contracts/counter';
import { isUuid } from '@common/contracts/fields';
import { jamaicaDayOf } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { centsToDecimalString, checkedCents, formatCents } from '@common/money';
import { chargePerPeriodCents, pawnDueDate } from '@common/pawn-terms';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TShopSource } from '../../lib/shop-identity';
import { recordAudit } from '../audit';
import { findOpenDrawer } from '../cash-drawer';
import { changeLoanStatus, lockApplication, type TLoanActor } from '../loans';
import type { TObjectDeps } from '../objects';
import { addPawnItemLocked, confirmItemUploads, findPawnTicket } from '../pledges';
import { claimCounterUploads, confirmCounterUploads, recordCounterPawnLoan, resolvePawner } from './counter-intake';

export type TCounterDeps = TObjectDeps & { db: TDb; shop: TShopSource; now?: () => Date };
export type TCounterPawnResult = { created: true; body: TCounterPawnResponse } | { created: false; body: TCounterPawnResponse };

/** The most a pawn may lend: maxLoanToValuePercent of the appraised total, in whole cents down. */
export const lendingLimitCents = (appraisedCents: number, percent: number): number => Math.floor((appraisedCents * percent) / 100);

/**
 * POST /api/counter/pawns (issue 43): a walk-in pawned at the counter on the shop's pawn terms, in
 * one transaction. The pawner (returning, by borrowerId or by their ID number, or new), the loan on
 * pawn terms with the ID, photo and signature the clerk checked recorded as verified by the clerk,
 * the items; then reviewed, and within the clerk's limit approved and paid out (the ticket is
 * issued by the move to active). Above the limit it waits, reviewed, for an admin.
 */
export async function createCounterPawn(deps: TCounterDeps, input: { body: TCounterPawnRequest; staff: TLoanActor }): Promise<TCounterPawnResult> {
  const { body, staff } = input;
  const now = deps.now?.() ?? new Date();
  const today = jamaicaDayOf(now);
  const { settings } = await deps.shop.read();
  const { pawnTerms: terms } = settings;
  const loanCents = checkedCents(body.loanAmount);
  const appraisedCents = body.items.reduce((sum, item) => sum + checkedCents(item.appraisedValue), 0);
  const most = lendingLimitCents(appraisedCents, settings.maxLoanToValuePercent);
  if (loanCents > most) {
    throw new AppError('BAD_REQUEST', `At most ${formatCents(most)}: ${settings.maxLoanToValuePercent}% of the appraised ${formatCents(appraisedCents)}.`, { code: 'LOAN_TO_VALUE' });
  }
  const paper = body.paidOutOnPaper ?? null;
  if (paper && paper.date > today) throw new AppError('BAD_REQUEST', M.paperDateFuture);
  const ticketDate = paper?.date ?? today;
  const withinLimit = can(staff.user.role as TRole, 'counter.anyAmount') || loanCents <= checkedCents(settings.counterApprovalLimit);
  // Paid on paper: the money left the shop then, so the books take it from the owner's capital.
  const method = paper ? 'owner_capital' : body.disbursementMethod;
  const pawnerId = body.pawner?.borrowerId ?? null;
  if (pawnerId !== null && !isUuid(pawnerId)) throw new AppError('BAD_REQUEST', M.borrowerNotFound);
  for (const item of body.items) await confirmItemUploads(deps, item, staff);
  await confirmCounterUploads(deps, body, staff);

  return deps.db.transaction(async (tx) => {
    if (withinLimit && method === 'cash' && !(await findOpenDrawer(tx, staff.user.id))) throw new AppError('CONFLICT', M.noDrawer, { code: 'NO_OPEN_DRAWER' });
    const pawner = await resolvePawner(tx, body);
    const documents = await claimCounterUploads(tx, body, staff);
    const firstChargeCents = chargePerPeriodCents(loanCents, terms.monthlyChargePercent);
    const recorded = await recordCounterPawnLoan(tx, { pawner, body, documents, terms, loanCents, firstChargeCents, ticketDate, staff });
    const loan = await lockApplication(tx, recorded.id);
    if (!loan) throw new Error(`counter pawn ${recorded.id} vanished in its own transaction`);
    for (const item of body.items) await addPawnItemLocked(tx, { loan, body: item, actor: staff });
    const notes = paper ? `Counter pawn made on paper on ${paper.date}: ${paper.reason}` : 'Counter pawn: ID checked at the counter';
    await changeLoanStatus(tx, loan, { from: 'submitted', to: 'reviewed', notes, by: staff, kind: 'review' });
    if (withinLimit) {
      const start = { day: ticketDate, reason: paper ? paper.reason : null };
      await changeLoanStatus(tx, loan, { from: 'reviewed', to: 'approved', notes, by: staff, kind: 'review', start });
      await changeLoanStatus(tx, loan, { from: 'approved', to: 'active', notes, by: staff, kind: 'review', start, disbursementMethod: method });
    }
    const ticket = withinLimit ? await findPawnTicket(tx, loan.id) : null;
    const response: TCounterPawnResponse = {
      loanId: loan.id,
      applicationNumber: loan.applicationNumber,
      borrowerId: pawner.id,
      status: withinLimit ? 'active' : 'reviewed',
      ticketNumber: ticket?.ticketNumber ?? null,
      ticketDate: ticket?.issuedOn ?? ticketDate,
      dueDate: pawnDueDate(ticket?.issuedOn ?? ticketDate, terms.termDays),
      redeemableUntil: ticket?.redeemableUntil ?? addDays(ticketDate, settings.redemptionPeriodDays),
      monthlyCharge: centsToDecimalString(firstChargeCents),
    };
    await recordAudit(tx, staff, {
      action: 'counter.pawn',
      entity: 'application',
      entityId: loan.id,
      summary: {
        ...response,
        loanAmount: centsToDecimalString(loanCents),
        appraisedTotal: centsToDecimalString(appraisedCents),
        disbursementMethod: method,
        paidOutOnPaper: paper,
        newPawner: pawner.created,
        verifiedAtCounter: documents.verified,
        items: body.items.length,
      },
    });
    return { created: withinLimit, body: response } as TCounterPawnResult;
  });
}
