import { CASH_DRAWER_MESSAGES as M, type TCloseCashDrawerRequest, type TCloseCashDrawerResponse, type TCurrentCashDrawerResponse, type TOpenCashDrawerRequest, type TOpenCashDrawerResponse } from '@common/contracts/cash-drawer';
import { centsToDecimalString, checkedCents, toCents } from '@common/money';
import type { TDb, TExecutor } from '../../db/client';
import { isUniqueViolation } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { postDrawerCount, postDrawerFloat, sumDrawerCash } from '../books';
import { closeDrawerRow, findOpenDrawer, insertCashDrawer, type TCashDrawerRow } from './cash-drawer.repository';

/** Who uses a drawer: the signed-in staff member and where the request came from. */
export type TDrawerStaff = { user: TSessionUser; ip: string };
export type TCashDrawerDeps = { db: TDb; now?: () => Date };

const CASH_DRAWER_ENTITY = 'cash_drawer';
const nowOf = (deps: TCashDrawerDeps) => (deps.now ?? (() => new Date()))();

export type TDrawerFigures = { floatCents: number; inCents: number; outCents: number; expectedCents: number };

/**
 * A drawer's arithmetic, read from the journal (issue 41): its float plus the Cash lines its staff
 * member booked while it was open (until `until`, or until now for an open one).
 */
export async function figuresOfDrawer(db: TExecutor, drawer: TCashDrawerRow, until: Date | null): Promise<TDrawerFigures> {
  const floatCents = toCents(drawer.openingFloat) ?? 0;
  if (!drawer.openedByUserId) return { floatCents, inCents: 0, outCents: 0, expectedCents: floatCents };
  const { inCents, outCents } = await sumDrawerCash(db, { userId: drawer.openedByUserId, from: drawer.openedAt, to: until });
  return { floatCents, inCents, outCents, expectedCents: floatCents + inCents - outCents };
}

/** POST /api/cash-drawer/open: one open drawer per staff member (409 for a second). */
export async function openCashDrawer(deps: TCashDrawerDeps, input: { body: TOpenCashDrawerRequest; staff: TDrawerStaff }): Promise<TOpenCashDrawerResponse> {
  const floatCents = checkedCents(input.body.openingFloat);
  const { user } = input.staff;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertCashDrawer(tx, {
        openedByUserId: user.id,
        openedByName: displayNameOf(user),
        openedAt: nowOf(deps),
        openingFloat: centsToDecimalString(floatCents),
      });
      await postDrawerFloat(tx, { drawerId: row.id, openedByName: row.openedByName, floatCents, by: input.staff, at: row.openedAt });
      await recordAudit(tx, input.staff, { action: 'cash-drawer.open', entity: CASH_DRAWER_ENTITY, entityId: row.id, summary: { openingFloat: row.openingFloat } });
      return { id: row.id, openedBy: row.openedByName, openedAt: row.openedAt.toISOString(), openingFloat: row.openingFloat };
    });
  } catch (error) {
    // The unique index on open drawers decides between two opens at once.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.alreadyOpen);
    throw error;
  }
}

/** GET /api/cash-drawer/current: 404 when the caller has none open. */
export async function readCurrentDrawer(deps: TCashDrawerDeps, user: TSessionUser): Promise<TCurrentCashDrawerResponse> {
  const drawer = await readOpenDrawer(deps, user);
  if (!drawer) throw new AppError('NOT_FOUND', M.noneOpen);
  return drawer;
}

/** The caller's open drawer with its running totals, or null. */
export async function readOpenDrawer(deps: TCashDrawerDeps, user: TSessionUser): Promise<TCurrentCashDrawerResponse | null> {
  const drawer = await findOpenDrawer(deps.db, user.id);
  if (!drawer) return null;
  const f = await figuresOfDrawer(deps.db, drawer, null);
  const money = centsToDecimalString;
  return { id: drawer.id, openedAt: drawer.openedAt.toISOString(), openingFloat: drawer.openingFloat, cashIn: money(f.inCents), cashOut: money(f.outCents), expected: money(f.expectedCents) };
}

/** POST /api/cash-drawer/close: the count against what the movements say; the figures are kept as they are now. */
export async function closeCashDrawer(deps: TCashDrawerDeps, input: { body: TCloseCashDrawerRequest; staff: TDrawerStaff }): Promise<TCloseCashDrawerResponse> {
  const countedCents = checkedCents(input.body.countedCash);
  const notes = input.body.notes?.trim() || null;
  return deps.db.transaction(async (tx) => {
    const drawer = await findOpenDrawer(tx, input.staff.user.id, { lock: true });
    if (!drawer) throw new AppError('NOT_FOUND', M.noneOpen);
    const closedAt = nowOf(deps);
    const f = await figuresOfDrawer(tx, drawer, closedAt);
    const money = centsToDecimalString;
    const result = { expected: money(f.expectedCents), counted: money(countedCents), difference: money(countedCents - f.expectedCents) };
    await closeDrawerRow(tx, drawer.id, {
      closedAt,
      cashIn: money(f.inCents),
      cashOut: money(f.outCents),
      expectedCash: result.expected,
      countedCash: result.counted,
      difference: result.difference,
      notes,
    });
    await postDrawerCount(tx, { drawerId: drawer.id, openedByName: drawer.openedByName, differenceCents: countedCents - f.expectedCents, by: input.staff, at: closedAt });
    await recordAudit(tx, input.staff, { action: 'cash-drawer.close', entity: CASH_DRAWER_ENTITY, entityId: drawer.id, summary: { ...result, notes } });
    return result;
  });
}
