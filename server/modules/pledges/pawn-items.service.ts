import {
  ITEM_LEFT_SHOP_STATUSES,
  PLEDGE_CLOSED_LOAN_STATUSES,
  PLEDGE_MESSAGES as M,
  type TCreatePawnItemRequest,
  type TPawnItem,
  type TPawnItemStatus,
  type TUpdatePawnItemRequest,
} from '@common/contracts/pledges';
import { isUuid } from '@common/contracts/fields';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { recordAudit, type TAuditActor } from '../audit';
import { lockApplication, type TPawnLoanRow } from '../loans';
import type { TObjectDeps } from '../objects';
import { loanIdOf } from './pledge-read.service';
import { attachLoanImages, confirmUploads, uploadIdOf } from './pledge-uploads';
import { findPawnTicket } from './pledge-status.repository';
import { issuePawnTicketIfDue, newItemStatusOf, PAWN_ITEM_ENTITY } from './pledge-status.service';
import { toPawnItem } from './pledge-view';
import { deleteItem, findItem, findOpenHolds, insertItem, updateItem, type TItemFields, type TNewPawnItemRow, type TPawnItemRow } from './pledges.repository';

/** The fields of an item that audits and edits compare. */
const EDITABLE = ['description', 'serialNumber', 'markings', 'condition', 'appraisedValue', 'storageLocation', 'photoUrls'] as const;

function appraisedOf(value: string | number): string {
  const cents = toCents(value);
  if (cents === null || cents <= 0) throw new AppError('BAD_REQUEST', M.appraisedValueInvalid);
  return centsToDecimalString(cents);
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The loan, locked so changes to its pledge queue; 404 when there is none. */
async function lockLoan(tx: TExecutor, loanId: string): Promise<TPawnLoanRow> {
  const loan = await lockApplication(tx, loanId);
  if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
  return loan;
}

/** The item and its loan, the loan locked first (the order every pledge change takes); 404 for an unknown id. */
export async function lockItemAndLoan(tx: TExecutor, rawItemId: string): Promise<{ item: TPawnItemRow; loan: TPawnLoanRow }> {
  if (!isUuid(rawItemId)) throw new AppError('NOT_FOUND', M.itemNotFound);
  const found = await findItem(tx, rawItemId.toLowerCase());
  if (!found) throw new AppError('NOT_FOUND', M.itemNotFound);
  const loan = await lockLoan(tx, found.applicationId);
  // Read again under the lock: a change that held it before us is seen.
  const item = await findItem(tx, found.id);
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return { item, loan };
}

/** 409 naming the hold while the item is held by the police. */
export async function refuseWhileHeld(tx: TExecutor, item: TPawnItemRow): Promise<void> {
  if (item.status !== 'police_hold') return;
  const hold = (await findOpenHolds(tx, [item.id])).get(item.id);
  throw new AppError('CONFLICT', M.onHold(item.itemNumber, hold?.station ?? 'police', hold?.reference ?? 'not recorded'), { code: 'POLICE_HOLD' });
}

export async function readItem(tx: TExecutor, item: TPawnItemRow): Promise<TPawnItem> {
  return toPawnItem(item, (await findOpenHolds(tx, [item.id])).get(item.id));
}

/**
 * POST /api/pawn-loans/{id}/items. The item is appraised; on an active loan it goes into pawn at
 * once, and the first one issues the loan's pawn ticket (issuePawnTicketIfDue, the one rule for it).
 */
export async function createPawnItem(deps: TObjectDeps, input: { loanId: string; body: TCreatePawnItemRequest; actor: TAuditActor }): Promise<TPawnItem> {
  const loanId = loanIdOf(input.loanId);
  await confirmItemUploads(deps, input.body, input.actor);
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const item = await addPawnItemLocked(tx, { loan, body: input.body, actor: input.actor });
    await issuePawnTicketIfDue(tx, loan, input.actor);
    return readItem(tx, (await findItem(tx, item.id)) ?? item);
  });
}

/** Before the item's transaction: photos uploaded straight to S3 are checked (pledge-uploads). */
export async function confirmItemUploads(deps: TObjectDeps, body: TCreatePawnItemRequest, actor: TAuditActor): Promise<void> {
  await confirmUploads(deps, body.photoUrls.map(uploadIdOf), actor.user.id);
}

/**
 * An item recorded on a loan whose row lock the caller holds (POST /api/pawn-loans/{id}/items and
 * the counter pawn): its photos attached, its number given, audited. The caller issues the ticket
 * when one is due (issuePawnTicketIfDue).
 */
export async function addPawnItemLocked(tx: TExecutor, input: { loan: TPawnLoanRow; body: TCreatePawnItemRequest; actor: TAuditActor }): Promise<TPawnItemRow> {
  const { loan, body, actor } = input;
  const appraisedValue = appraisedOf(body.appraisedValue);
  if (PLEDGE_CLOSED_LOAN_STATUSES.includes(loan.status)) throw new AppError('CONFLICT', M.loanClosed(loan.status));
  const photoUrls = await attachLoanImages(tx, { paths: body.photoUrls, loanId: loan.id, userId: actor.user.id, notFound: M.photoNotFound, notImage: M.photoNotImage });
  const ticket = await findPawnTicket(tx, loan.id);
  const values: TNewPawnItemRow = {
    applicationId: loan.id,
    itemNumber: await nextYearlyNumber(tx, 'PI', Number(jamaicaToday().slice(0, 4))),
    category: body.category,
    description: body.description,
    serialNumber: blankToNull(body.serialNumber),
    markings: blankToNull(body.markings),
    metal: blankToNull(body.metal),
    karat: body.karat ?? null,
    weightGrams: body.weightGrams === null || body.weightGrams === undefined ? null : body.weightGrams.toFixed(2),
    condition: body.condition,
    appraisedValue,
    photoUrls,
    storageLocation: blankToNull(body.storageLocation),
    // An item added to a pledge that already has its ticket joins it in pawn.
    status: newItemStatusOf(ticket),
    createdByUserId: actor.user.id,
  };
  const item = await insertItem(tx, values);
  const { applicationId: _loan, createdByUserId: _by, ...recorded } = values;
  await recordAudit(tx, actor, {
    action: 'pledge.item.create',
    entity: PAWN_ITEM_ENTITY,
    entityId: item.id,
    summary: { applicationNumber: loan.applicationNumber, itemNumber: item.itemNumber, before: null, after: recorded },
  });
  return item;
}

/** PATCH /api/pawn-items/{itemId}: only the fields sent change; audited with old and new values. */
export async function updatePawnItem(deps: TObjectDeps, input: { itemId: string; body: TUpdatePawnItemRequest; actor: TAuditActor }): Promise<TPawnItem> {
  const { body, actor } = input;
  const appraisedValue = body.appraisedValue === undefined ? undefined : appraisedOf(body.appraisedValue);
  if (body.photoUrls) await confirmUploads(deps, body.photoUrls.map(uploadIdOf), actor.user.id);
  return deps.db.transaction(async (tx) => {
    const { item, loan } = await lockItemAndLoan(tx, input.itemId);
    if (ITEM_LEFT_SHOP_STATUSES.includes(item.status as TPawnItemStatus)) throw new AppError('CONFLICT', M.itemLeftShop(item.itemNumber, item.status));
    await refuseWhileHeld(tx, item);
    const next: Partial<Pick<TPawnItemRow, (typeof EDITABLE)[number]>> = {};
    if (body.description !== undefined) next.description = body.description;
    if (body.serialNumber !== undefined) next.serialNumber = blankToNull(body.serialNumber);
    if (body.markings !== undefined) next.markings = blankToNull(body.markings);
    if (body.condition !== undefined) next.condition = body.condition;
    if (appraisedValue !== undefined) next.appraisedValue = appraisedValue;
    if (body.storageLocation !== undefined) next.storageLocation = blankToNull(body.storageLocation);
    if (body.photoUrls !== undefined) {
      next.photoUrls = await attachLoanImages(tx, {
        paths: body.photoUrls,
        kept: item.photoUrls,
        loanId: loan.id,
        userId: actor.user.id,
        notFound: M.photoNotFound,
        notImage: M.photoNotImage,
      });
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      if (!(field in next)) continue;
      const old = field === 'appraisedValue' ? centsToDecimalString(toCents(item.appraisedValue) ?? 0) : item[field];
      if (JSON.stringify(old) === JSON.stringify(next[field])) continue;
      before[field] = old;
      after[field] = next[field];
    }
    if (Object.keys(after).length === 0) return readItem(tx, item);
    const updated = await updateItem(tx, item.id, after as TItemFields);
    await recordAudit(tx, actor, {
      action: 'pledge.item.update',
      entity: PAWN_ITEM_ENTITY,
      entityId: item.id,
      summary: { applicationNumber: loan.applicationNumber, itemNumber: item.itemNumber, before, after },
    });
    return readItem(tx, updated);
  });
}

/** DELETE /api/pawn-items/{itemId}: only while the loan has no ticket (the ticket lists what was pledged). */
export async function deletePawnItem(deps: TObjectDeps, input: { itemId: string; actor: TAuditActor }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { item, loan } = await lockItemAndLoan(tx, input.itemId);
    if (await findPawnTicket(tx, loan.id)) throw new AppError('CONFLICT', M.deleteAfterTicket);
    await refuseWhileHeld(tx, item);
    await deleteItem(tx, item.id);
    await recordAudit(tx, input.actor, {
      action: 'pledge.item.delete',
      entity: PAWN_ITEM_ENTITY,
      entityId: item.id,
      summary: {
        applicationNumber: loan.applicationNumber,
        itemNumber: item.itemNumber,
        before: { category: item.category, description: item.description, serialNumber: item.serialNumber, appraisedValue: item.appraisedValue, photoUrls: item.photoUrls },
        after: null,
      },
    });
  });
}
