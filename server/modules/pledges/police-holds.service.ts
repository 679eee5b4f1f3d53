import {
  ITEM_LEFT_SHOP_STATUSES,
  PLEDGE_MESSAGES as M,
  type TPawnItem,
  type TPawnItemStatus,
  type TPlacePoliceHoldRequest,
  type TReleasePoliceHoldRequest,
} from '@common/contracts/pledges';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { lockItemAndLoan, readItem } from './pawn-items.service';
import { findPawnTicket } from './pledge-status.repository';
import { changePledgeStatus } from './pledge-status.service';
import { closeHold, findOpenHolds, insertHold } from './pledges.repository';

type TStaffActor = { user: TSessionUser; ip: string };

/**
 * POST /api/pawn-items/{itemId}/police-hold (Pawnbrokers Act s. 26-27): the police say the goods may
 * be stolen. The item stays in the shop, held: it cannot be redeemed, sold or edited until an
 * administrator ends the hold. Where it was before is kept for the release.
 */
export async function placePoliceHold(db: TDb, input: { itemId: string; body: TPlacePoliceHoldRequest; actor: TStaffActor }): Promise<TPawnItem> {
  const { body, actor } = input;
  return db.transaction(async (tx) => {
    const { item, loan } = await lockItemAndLoan(tx, input.itemId);
    if (item.status === 'police_hold') throw new AppError('CONFLICT', M.holdExists(item.itemNumber));
    if (ITEM_LEFT_SHOP_STATUSES.includes(item.status as TPawnItemStatus)) throw new AppError('CONFLICT', M.holdNotInShop(item.itemNumber));
    const hold = await insertHold(tx, {
      itemId: item.id,
      station: body.station,
      officer: body.officer,
      reference: body.reference,
      reason: body.reason,
      placedByUserId: actor.user.id,
      placedByName: displayNameOf(actor.user),
    });
    const { items } = await changePledgeStatus(tx, loan, {
      event: 'hold',
      item,
      by: actor,
      summary: {
        applicationNumber: loan.applicationNumber,
        itemNumber: item.itemNumber,
        holdId: hold.id,
        station: body.station,
        officer: body.officer,
        reference: body.reference,
        reason: body.reason,
        before: { status: item.status },
        after: { status: 'police_hold' },
      },
    });
    return readItem(tx, items[0] ?? item);
  });
}

/**
 * DELETE /api/pawn-items/{itemId}/police-hold (admin, super_admin): released sends the item back to
 * where it was (in pawn if its ticket was issued meanwhile); surrendered means the police took it,
 * so it leaves the shop. Neither pays the loan.
 */
export async function releasePoliceHold(db: TDb, input: { itemId: string; body: TReleasePoliceHoldRequest; actor: TStaffActor }): Promise<TPawnItem> {
  const { body, actor } = input;
  return db.transaction(async (tx) => {
    const { item, loan } = await lockItemAndLoan(tx, input.itemId);
    const hold = (await findOpenHolds(tx, [item.id])).get(item.id);
    if (item.status !== 'police_hold' || !hold) throw new AppError('CONFLICT', M.notOnHold(item.itemNumber));
    let status: TPawnItemStatus = 'surrendered';
    if (body.outcome === 'released') {
      const previous = (item.statusBeforeHold ?? 'in_pawn') as TPawnItemStatus;
      status = previous === 'appraised' && (await findPawnTicket(tx, loan.id)) ? 'in_pawn' : previous;
    }
    await closeHold(tx, hold.id, { outcome: body.outcome, releaseReference: body.reference, releasedByUserId: actor.user.id });
    const { items } = await changePledgeStatus(tx, loan, {
      event: 'release',
      item,
      to: status,
      by: actor,
      summary: {
        applicationNumber: loan.applicationNumber,
        itemNumber: item.itemNumber,
        holdId: hold.id,
        outcome: body.outcome,
        reference: body.reference,
        before: { status: 'police_hold' },
        after: { status },
      },
    });
    return readItem(tx, items[0] ?? item);
  });
}
