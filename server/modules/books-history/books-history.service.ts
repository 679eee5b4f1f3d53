import { jamaicaDayOf, jamaicaInstant } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import {
  ensureLoanOpened,
  postDrawerCount,
  postDrawerFloat,
  postLoanPaidOut,
  postPayment,
  postPledgeSale,
  postRenewal,
  postSurplusExpired,
  postSurplusPaid,
  postWriteOff,
  SYSTEM_BOOKER,
  syncLateFees,
  type TBookActor,
} from '../books';
import {
  bookLoanOf,
  ensureSchedules,
  findApplicationById,
  interestEarnedOn,
  listSchedule,
  lockApplication,
  pawnTermsOf,
  readLoanStandings,
  syncPawnChargesLocked,
  type TPawnLoanRow,
} from '../loans';
import {
  listLoansChargingLateFees,
  listUnbookedDrawers,
  listUnbookedPayments,
  listUnbookedPayOuts,
  listUnbookedRenewals,
  listUnbookedSales,
  listUnbookedSurpluses,
  listUnbookedWriteOffs,
} from './history.repository';

const cents = (value: string | null) => (value === null ? 0 : (toCents(value) ?? 0));
const named = (userId: string | null, name: string): TBookActor => ({ user: null, name: name || 'Pawnbook', userId });
const history = { intoFirstOpenMonth: true } as const;

/** One event of the history, at the instant it was recorded; booked in that order. */
type TEvent = { at: Date; order: number; book: (tx: TExecutor) => Promise<unknown> };

async function loanOf(tx: TExecutor, id: string): Promise<TPawnLoanRow> {
  const loan = await findApplicationById(tx, id);
  if (!loan) throw new Error(`loan ${id} vanished while its history was read`);
  return loan;
}

/** The loan with its schedule (built now for a loan from before schedules were kept). */
async function scheduled(tx: TExecutor, id: string): Promise<TPawnLoanRow> {
  const loan = await loanOf(tx, id);
  await ensureSchedules(tx, [loan]);
  return loan;
}

/** Every money event the journal does not hold yet, as events to book in time order. */
async function unbookedEvents(db: TExecutor, today: string): Promise<TEvent[]> {
  const events: TEvent[] = [];
  for (const p of await listUnbookedPayOuts(db)) {
    events.push({ at: p.at, order: 0, book: async (tx) => postLoanPaidOut(tx, await bookLoanOf(tx, await scheduled(tx, p.loanId)), { method: p.method ?? 'owner_capital', by: named(p.userId, p.name), at: p.at, ...history }) });
  }
  for (const d of await listUnbookedDrawers(db)) {
    const by = named(d.userId, d.name);
    events.push({ at: d.openedAt, order: 1, book: (tx) => postDrawerFloat(tx, { drawerId: d.id, openedByName: d.name, floatCents: cents(d.float), by, at: d.openedAt, ...history }) });
    if (d.closedAt) {
      const closedAt = d.closedAt;
      events.push({ at: closedAt, order: 9, book: (tx) => postDrawerCount(tx, { drawerId: d.id, openedByName: d.name, differenceCents: cents(d.difference), by, at: closedAt, ...history }) });
    }
  }
  for (const p of await listUnbookedPayments(db)) {
    events.push({
      at: p.at,
      order: 2,
      book: async (tx) => {
        const loan = await bookLoanOf(tx, await scheduled(tx, p.loanId));
        const paidAfter = cents(p.paidBefore) + cents(p.amount);
        const by = named(p.userId, p.name);
        await ensureLoanOpened(tx, loan, by);
        return postPayment(tx, {
          loan,
          paymentId: p.id,
          receiptNumber: p.receiptNumber,
          amountCents: cents(p.amount),
          lateChargeCents: cents(p.lateCharge),
          method: p.method,
          interestEarnedAfterCents: interestEarnedOn(await listSchedule(tx, p.loanId), paidAfter),
          by,
          at: p.at,
          ...history,
        });
      },
    });
  }
  for (const r of await listUnbookedRenewals(db)) {
    events.push({
      at: r.at,
      order: 3,
      book: async (tx) => postRenewal(tx, { old: await bookLoanOf(tx, await loanOf(tx, r.oldId)), renewed: await bookLoanOf(tx, await loanOf(tx, r.newId)), receiptNumber: r.receiptNumber, by: SYSTEM_BOOKER, at: r.at, ...history }),
    });
  }
  for (const w of await listUnbookedWriteOffs(db)) {
    events.push({ at: w.at, order: 4, book: async (tx) => postWriteOff(tx, { loan: await loanOf(tx, w.loanId), by: named(w.userId, ''), at: w.at, ...history }) });
  }
  for (const s of await listUnbookedSales(db)) {
    events.push({
      at: s.at,
      order: 5,
      book: async (tx) => {
        const loan = await loanOf(tx, s.loanId);
        const by = named(s.userId, s.name);
        // The late fees owed on the sale day, as the sale's figures counted them.
        const standing = (await readLoanStandings(tx, [loan], s.saleDate)).get(loan.id);
        if (standing) await syncLateFees(tx, { loan: await bookLoanOf(tx, loan), chargedCents: standing.summary.lateFeesChargedCents, by, at: s.at, ...history });
        return postPledgeSale(tx, { loan, saleId: s.id, ticketNumber: s.ticketNumber, salePriceCents: cents(s.salePrice), saleCostsCents: cents(s.saleCosts), surplusCents: cents(s.surplus), method: 'cash', by, at: s.at, ...history });
      },
    });
  }
  for (const u of await listUnbookedSurpluses(db, today)) {
    if (u.status === 'paid' && u.paidAt) {
      const paidAt = u.paidAt;
      events.push({
        at: paidAt,
        order: 6,
        book: (tx) => postSurplusPaid(tx, { surplusId: u.id, loanId: u.loanId, receiptNumber: u.receiptNumber ?? '', amountCents: cents(u.amount), method: u.method ?? 'cash', by: named(u.userId, u.name), at: paidAt, ...history }),
      });
    } else if (u.status === 'owed') {
      const at = jamaicaInstant(addDays(u.claimableUntil, 1));
      events.push({ at, order: 7, book: (tx) => postSurplusExpired(tx, { surplusId: u.id, loanId: u.loanId, ticketNumber: u.ticketNumber, amountCents: cents(u.amount), claimableUntil: u.claimableUntil, by: SYSTEM_BOOKER, at, ...history }) });
    }
  }
  return events.sort((x, y) => x.at.getTime() - y.at.getTime() || x.order - y.order);
}

/**
 * Books what the journal does not hold yet (issue 41): at upgrade, the shop's whole history, so its
 * books balance from its first day; afterwards (the hourly job) only what came due since: surplus
 * past its three years, the late fees the ledger charges today on every active loan, and the
 * charges of every pawn whose new period has started.
 * One transaction: the books are never half read in. Returns how many events were booked.
 */
export async function bookHistory(db: TExecutor, now: Date = new Date()): Promise<number> {
  const today = jamaicaDayOf(now);
  return db.transaction(async (tx) => {
    const events = await unbookedEvents(tx, today);
    for (const event of events) await event.book(tx);
    const loanIds = await listLoansChargingLateFees(tx);
    const loans: TPawnLoanRow[] = [];
    for (const id of loanIds) loans.push(await loanOf(tx, id));
    // A pawn's charges are made as its periods start (issue 43): its instalment and books catch up.
    for (const loan of loans) {
      if (!pawnTermsOf(loan)) continue;
      const locked = await lockApplication(tx, loan.id);
      if (locked) await syncPawnChargesLocked(tx, locked, today, SYSTEM_BOOKER);
    }
    const standings = await readLoanStandings(tx, loans, today);
    for (const loan of loans) {
      const standing = standings.get(loan.id);
      if (standing) await syncLateFees(tx, { loan: await bookLoanOf(tx, loan), chargedCents: standing.summary.lateFeesChargedCents, by: SYSTEM_BOOKER, at: now });
    }
    return events.length;
  });
}
