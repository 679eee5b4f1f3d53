import type { TPawnItemStatus } from '@common/contracts/pledges';
import { addDays } from '@common/loan-ledger';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { recordAudit, type TAuditActor } from '../audit';
import { loanStartDayOf, type TPawnLoanRow } from '../loans';
import {
  findPawnTicket,
  insertPawnTicket,
  listAppraisedItemNumbers,
  lockItem,
  lockItemsOfLoan,
  lockTicket,
  readRedemptionPeriodDays,
  setItemStatuses,
  setTicketStatus,
  type TItemStatusValues,
  type TPawnTicketRow,
} from './pledge-status.repository';
import type { TPawnItemRow } from './pledges.repository';

/** Audit rows about an item name it by its id under this entity. */
export const PAWN_ITEM_ENTITY = 'pawn-item';

/** A pawn ticket's statuses (pawn_tickets_status_check); the table allows forfeited, which nothing sets. */
export type TTicketStatus = 'in_pawn' | 'redeemed' | 'forfeited' | 'sold' | 'renewed';

type TEventRule = {
  /** The audit row the event writes: about the loan (application) or one item (pawn-item). */
  action: string;
  entity: 'application' | typeof PAWN_ITEM_ENTITY;
  /** The ticket's move; null when the event leaves the ticket as it is. */
  ticket: { from: TTicketStatus; to: TTicketStatus } | null;
  /** The items' move: those in any of `from` go to `to` (one target, or the release's choice). */
  items: { from: readonly TPawnItemStatus[]; to: readonly TPawnItemStatus[] };
};

/**
 * Every status change of a pledge, its ticket and its items, in one table (as the loans module's
 * state machine is for a loan). A ticket is inserted in pawn when it is issued, and an item
 * appraised (newItemStatusOf); from then on only these events move them, through changePledgeStatus.
 * issue, redeem, sell and renew move the loan's ticket and all its items in `from`; hold and
 * release move one item.
 */
export const PLEDGE_EVENTS = {
  // The loan is active with items (DESIGN decision 17): its ticket is made and the appraised items go into pawn.
  issue: { action: 'pledge.ticket', entity: 'application', ticket: null, items: { from: ['appraised'], to: ['in_pawn'] } },
  // The goods leave the shop with their pawner (s. 21-22, 25).
  redeem: { action: 'pledge.redeem', entity: 'application', ticket: { from: 'in_pawn', to: 'redeemed' }, items: { from: ['in_pawn'], to: ['redeemed'] } },
  // A forfeited pledge is sold (s. 12-18).
  sell: { action: 'pledge.sell', entity: 'application', ticket: { from: 'in_pawn', to: 'sold' }, items: { from: ['in_pawn'], to: ['sold'] } },
  // The goods move to the renewal's loan, appraised until its ticket (an issue) puts them in pawn again.
  renew: { action: 'pledge.renew', entity: 'application', ticket: { from: 'in_pawn', to: 'renewed' }, items: { from: ['in_pawn'], to: ['appraised'] } },
  // The police hold an item still in the shop (s. 26-27); where it was is kept for the release.
  hold: { action: 'pledge.hold.place', entity: PAWN_ITEM_ENTITY, ticket: null, items: { from: ['appraised', 'in_pawn', 'forfeited'], to: ['police_hold'] } },
  // The hold ends: back where it was (in pawn if its ticket came meanwhile), or surrendered to the police.
  release: { action: 'pledge.hold.release', entity: PAWN_ITEM_ENTITY, ticket: null, items: { from: ['police_hold'], to: ['appraised', 'in_pawn', 'forfeited', 'surrendered'] } },
} as const satisfies Record<string, TEventRule>;

export type TPledgeEvent = keyof typeof PLEDGE_EVENTS;

/** What an event moved: the items as it wrote them (a renewal's before the new ticket put them in pawn), and the ticket it changed (for a renewal, the new loan's). */
export type TPledgeMoved = { items: TPawnItemRow[]; ticket: TPawnTicketRow | null };

type TSummary = Record<string, unknown>;
type TMoveBase = { by: TAuditActor; summary: TSummary | ((moved: TPledgeMoved) => TSummary) };

export type TPledgeMove = TMoveBase &
  (
    | { event: 'issue' }
    | { event: 'redeem' | 'sell'; at: Date }
    | { event: 'renew'; to: TTicketLoan }
    | { event: 'hold'; item: TPawnItemRow }
    | { event: 'release'; item: TPawnItemRow; to: TPawnItemStatus }
  );

/** The loan fields a ticket's issue reads. */
export type TTicketLoan = Pick<TPawnLoanRow, 'id' | 'applicationNumber' | 'status' | 'startDate' | 'validFrom' | 'agreementDate' | 'createdAt'>;

/** The status a new item is inserted with: appraised, or in pawn when it joins a pledge whose ticket is issued. */
export const newItemStatusOf = (ticket: TPawnTicketRow | null): TPawnItemStatus => (ticket ? 'in_pawn' : 'appraised');

const refusal = (event: TPledgeEvent, what: string, status: string) =>
  new AppError('CONFLICT', `This pledge cannot be changed (${event}): ${what} is ${status.replace('_', ' ')}. Reload and try again.`);

/** What the event writes on each item besides its status. */
function itemValuesOf(move: TPledgeMove, item: TPawnItemRow, to: TPawnItemStatus): TItemStatusValues {
  switch (move.event) {
    case 'redeem':
      return { status: to, redeemedAt: move.at, updatedAt: move.at };
    case 'sell':
      return { status: to, updatedAt: move.at };
    case 'renew':
      return { status: to, applicationId: move.to.id };
    case 'hold':
      return { status: to, statusBeforeHold: item.status, updatedAt: new Date() };
    case 'release':
      return { status: to, statusBeforeHold: null, updatedAt: new Date() };
    case 'issue':
      return { status: to };
  }
}

/** The items the event moves, locked: its one item, or all the loan's items in the event's `from`. */
async function lockMovingItems(tx: TExecutor, loanId: string, move: TPledgeMove): Promise<TPawnItemRow[]> {
  const { from } = PLEDGE_EVENTS[move.event].items;
  if (move.event !== 'hold' && move.event !== 'release') return lockItemsOfLoan(tx, loanId, from);
  const item = await lockItem(tx, move.item.id);
  if (!item || item.applicationId !== loanId) throw new Error(`pawn item ${move.item.id} is not on loan ${loanId}`);
  if (!(from as readonly string[]).includes(item.status)) throw refusal(move.event, `item ${item.itemNumber}`, item.status);
  return [item];
}

/**
 * The one way a pledge's status changes: the event's moves checked against PLEDGE_EVENTS, its ticket
 * and items locked and updated, and its audit row, all in the caller's transaction. The caller holds
 * the loan's row lock (the order every pledge change takes) and checks its own rules first (who may,
 * the money owed, a police hold), answering its own refusals; a move this table does not allow is
 * 409 here. The audit summary is the caller's: a function of what moved when it needs that.
 */
export async function changePledgeStatus(tx: TExecutor, loan: Pick<TPawnLoanRow, 'id'>, move: TPledgeMove): Promise<TPledgeMoved> {
  const rule: TEventRule = PLEDGE_EVENTS[move.event];
  if (rule.ticket) {
    const current = await lockTicket(tx, loan.id);
    if (current?.status !== rule.ticket.from) throw refusal(move.event, 'its ticket', current?.status ?? 'not issued');
  }
  const to = move.event === 'release' ? move.to : rule.items.to[0]!;
  if (!rule.items.to.includes(to)) throw refusal(move.event, 'the new status', to);
  const locked = await lockMovingItems(tx, loan.id, move);
  const items: TPawnItemRow[] = [];
  // One statement for the loan's items (they share the values); an item's own for a hold or release.
  const [first] = locked;
  if (first) items.push(...(await setItemStatuses(tx, locked.map((item) => item.id), itemValuesOf(move, first, to))));
  let ticket: TPawnTicketRow | null = null;
  // The renewal's goods go into pawn under the new loan's ticket before the old one is closed.
  if (move.event === 'renew') {
    ticket = await issuePawnTicketIfDue(tx, move.to, move.by);
    if (!ticket) throw new Error(`renewal of ${loan.id} issued no ticket (${items.length} items moved)`);
  }
  if (rule.ticket) {
    const closed = await setTicketStatus(tx, loan.id, rule.ticket.to);
    ticket ??= closed;
  }
  const moved = { items, ticket };
  await recordAudit(tx, move.by, {
    action: rule.action,
    entity: rule.entity,
    entityId: move.event === 'hold' || move.event === 'release' ? move.item.id : loan.id,
    summary: typeof move.summary === 'function' ? move.summary(moved) : move.summary,
  });
  return moved;
}

/**
 * Issues the loan's pawn ticket (Pawnbrokers Act s. 10) when it is due: the loan is active, has at
 * least one item and no ticket yet. PT-YYYY-NNNNNN from its own yearly sequence, dated the loan's
 * start, redeemable until the start plus the shop's redemption period; the items go into pawn (the
 * issue event). The loans module calls it on every move to active (onLoanActivated, wired in
 * server/app.ts); an item recorded on an active loan and a renewal call it too, in their
 * transactions, the loan's row lock held. Answers the ticket issued now, or null.
 */
export async function issuePawnTicketIfDue(tx: TExecutor, loan: TTicketLoan, by: TAuditActor): Promise<TPawnTicketRow | null> {
  if (loan.status !== 'active') return null;
  if (await findPawnTicket(tx, loan.id)) return null;
  if ((await listAppraisedItemNumbers(tx, loan.id)).length === 0) return null;
  const issuedOn = loanStartDayOf(loan);
  const redemptionPeriodDays = await readRedemptionPeriodDays(tx);
  const ticket = {
    applicationId: loan.id,
    ticketNumber: await nextYearlyNumber(tx, 'PT', Number(issuedOn.slice(0, 4))),
    issuedOn,
    redeemableUntil: addDays(issuedOn, redemptionPeriodDays),
    redemptionPeriodDays,
    status: 'in_pawn',
  };
  await insertPawnTicket(tx, ticket);
  await changePledgeStatus(tx, loan, {
    event: 'issue',
    by,
    summary: ({ items }) => ({
      applicationNumber: loan.applicationNumber,
      ticketNumber: ticket.ticketNumber,
      issuedOn,
      redeemableUntil: ticket.redeemableUntil,
      redemptionPeriodDays,
      items: items.map((item) => item.itemNumber),
    }),
  });
  return { ...ticket, forfeitureNoticeSentAt: null, createdAt: new Date() };
}
