import {
  SALE_MESSAGES as S,
  type TBorrowerPledgeSalesResponse,
  type TPaySurplusRequest,
  type TSaleBookEntry,
  type TSaleBookRequest,
  type TSaleBookResponse,
  type TSaleMethod,
  type TSurplus,
  type TSurplusListRequest,
  type TSurplusListResponse,
  type TSurplusPayoutMethod,
  type TSurplusStatus,
} from '@common/contracts/pledge-sales';
import { isUuid } from '@common/contracts/fields';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { postSurplusPaid } from '../books';
import {
  findSurplus,
  listOwnSales,
  listSales,
  listSoldItems,
  listSurpluses,
  lockSurplus,
  markSurplusPaid,
  surplusStatusCondition,
  type TPledgeSurplusRow,
  type TSurplusListRow,
} from './pledge-sales.repository';

type TStaffActor = { user: TSessionUser; ip: string };

const cents = (value: string) => toCents(value) ?? 0;
const money = (value: string) => centsToDecimalString(cents(value));
const sum = (values: string[]) => centsToDecimalString(values.reduce((total, value) => total + cents(value), 0));

/** owed and paid as stored; an owed surplus past its claimable-until day reads expired. */
export const surplusStatusOf = (row: Pick<TPledgeSurplusRow, 'status' | 'claimableUntil'>, today: string): TSurplusStatus =>
  row.status === 'paid' ? 'paid' : row.claimableUntil < today ? 'expired' : 'owed';

async function itemsByLoan(db: TExecutor, loanIds: string[]): Promise<Map<string, string>> {
  const byLoan = new Map<string, string[]>();
  for (const item of await listSoldItems(db, loanIds)) byLoan.set(item.applicationId, [...(byLoan.get(item.applicationId) ?? []), `${item.itemNumber} ${item.description}`]);
  return new Map([...byLoan].map(([loanId, items]) => [loanId, items.join('; ')]));
}

/** GET /api/pledges/sales (admin): the sale book (s. 17) between two sale days, with its totals. */
export async function getSaleBook(db: TExecutor, query: TSaleBookRequest): Promise<TSaleBookResponse> {
  if (query.from && query.to && query.from > query.to) throw new AppError('BAD_REQUEST', S.rangeInvalid);
  const rows = await listSales(db, { from: query.from ?? null, to: query.to ?? null });
  const items = await itemsByLoan(db, rows.map((row) => row.sale.applicationId));
  const entries = rows.map(
    ({ sale, applicationNumber, borrowerName }): TSaleBookEntry => ({
      saleId: sale.id,
      saleDate: sale.saleDate,
      ticketNumber: sale.ticketNumber,
      applicationNumber,
      borrowerName,
      items: items.get(sale.applicationId) ?? '',
      method: sale.method as TSaleMethod,
      buyerName: sale.buyerName,
      auctioneer: sale.auctioneer,
      salePrice: money(sale.salePrice),
      saleCosts: money(sale.saleCosts),
      amountOwed: money(sale.amountOwed),
      surplus: money(sale.surplus),
      shortfall: money(sale.shortfall),
    }),
  );
  return {
    items: entries,
    totals: {
      salePrice: sum(entries.map((e) => e.salePrice)),
      saleCosts: sum(entries.map((e) => e.saleCosts)),
      surplus: sum(entries.map((e) => e.surplus)),
      shortfall: sum(entries.map((e) => e.shortfall)),
    },
  };
}

function toSurplus(row: TSurplusListRow, today: string): TSurplus {
  const { surplus, sale } = row;
  return {
    id: surplus.id,
    saleId: sale.id,
    ticketNumber: sale.ticketNumber,
    applicationNumber: row.applicationNumber,
    borrowerName: row.borrowerName,
    amount: money(surplus.amount),
    saleDate: sale.saleDate,
    claimableUntil: surplus.claimableUntil,
    status: surplusStatusOf(surplus, today),
    paidAt: surplus.paidAt?.toISOString() ?? null,
    paidTo: surplus.paidTo,
    method: surplus.method as TSurplusPayoutMethod | null,
    reference: surplus.reference,
    receiptNumber: surplus.receiptNumber,
  };
}

/** GET /api/pledges/surplus (admin): surpluses by status, and the total still owed (claimable today). */
export async function listSurplus(db: TExecutor, query: TSurplusListRequest, today = jamaicaToday()): Promise<TSurplusListResponse> {
  const rows = await listSurpluses(db, surplusStatusCondition(query.status ?? null, today));
  const owed = query.status === 'owed' ? rows : await listSurpluses(db, surplusStatusCondition('owed', today));
  return { items: rows.map((row) => toSurplus(row, today)), totalOwed: sum(owed.map((row) => row.surplus.amount)) };
}

const surplusIdOf = (raw: string) => {
  if (!isUuid(raw)) throw new AppError('NOT_FOUND', S.surplusNotFound);
  return raw.toLowerCase();
};

/**
 * POST /api/pledges/surplus/{id}/pay (admin): the surplus is paid out to the pawner (or whoever
 * they send with authority), with a receipt numbered SR-YYYY-NNNNNN. 409 when already paid or
 * when the three years to claim it have passed.
 */
export async function paySurplus(db: TExecutor, input: { id: string; body: TPaySurplusRequest; actor: TStaffActor; today?: string }): Promise<TSurplus> {
  const id = surplusIdOf(input.id);
  const today = input.today ?? jamaicaToday();
  const { body, actor } = input;
  await db.transaction(async (tx) => {
    const current = await lockSurplus(tx, id);
    if (!current) throw new AppError('NOT_FOUND', S.surplusNotFound);
    if (current.status === 'paid') throw new AppError('CONFLICT', S.alreadyPaid);
    if (current.claimableUntil < today) throw new AppError('CONFLICT', S.expired(current.claimableUntil));
    const paidAt = new Date();
    const paid = await markSurplusPaid(tx, id, {
      paidAt,
      paidTo: body.paidTo,
      method: body.method,
      reference: body.reference || null,
      receiptNumber: await nextYearlyNumber(tx, 'SR', Number(today.slice(0, 4))),
      paidByUserId: actor.user.id,
      paidByName: displayNameOf(actor.user),
    });
    const listed = await findSurplus(tx, id);
    await postSurplusPaid(tx, {
      surplusId: id,
      loanId: listed?.sale.applicationId ?? null,
      receiptNumber: paid.receiptNumber ?? '',
      amountCents: toCents(paid.amount) ?? 0,
      method: body.method,
      by: actor,
      at: paidAt,
    });
    await recordAudit(tx, actor, {
      action: 'pledge.surplus-pay',
      entity: 'pledge_surplus',
      entityId: id,
      summary: { saleId: paid.saleId, amount: paid.amount, receiptNumber: paid.receiptNumber, paidTo: paid.paidTo, method: paid.method, before: { status: 'owed' }, after: { status: 'paid' } },
    });
  });
  return toSurplus(await readSurplus(db, id), today);
}

export async function readSurplus(db: TExecutor, rawId: string): Promise<TSurplusListRow> {
  const row = await findSurplus(db, surplusIdOf(rawId));
  if (!row) throw new AppError('NOT_FOUND', S.surplusNotFound);
  return row;
}

/** GET /api/borrower/pledge-sales (borrower): the sales of their own pledges and the surplus they may claim. */
export async function listOwnPledgeSales(db: TExecutor, userId: string, today = jamaicaToday()): Promise<TBorrowerPledgeSalesResponse> {
  const rows = await listOwnSales(db, userId);
  const items = await itemsByLoan(db, rows.map((row) => row.sale.applicationId));
  return {
    sales: rows.map(({ sale, applicationNumber, surplus }) => ({
      saleId: sale.id,
      saleDate: sale.saleDate,
      ticketNumber: sale.ticketNumber,
      applicationNumber,
      items: items.get(sale.applicationId) ?? '',
      method: sale.method as TSaleMethod,
      salePrice: money(sale.salePrice),
      saleCosts: money(sale.saleCosts),
      amountOwed: money(sale.amountOwed),
      surplus: money(sale.surplus),
      shortfall: money(sale.shortfall),
      surplusStatus: surplus ? surplusStatusOf(surplus, today) : null,
      claimableUntil: surplus?.claimableUntil ?? null,
    })),
  };
}
