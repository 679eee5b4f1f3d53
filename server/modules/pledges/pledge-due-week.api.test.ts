import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPledgeRegisterItem, TPledgeRegisterResponse } from '@common/contracts/pledges';
import { addDays } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { loanPayments, pawnItems, pawnTickets } from '../../db/schema';
import { signInCookies } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertLoan } from '../payments/payments.test-support';
import { activate, addItem, pledgeOf } from './pledges.test-support';

// GET /api/pledges?due=week (issue 43): the pledges to call before they lapse.

const PAWN_TERMS = { loanTerms: 'pawn' as const, pawnChargePercent: '10.00', pawnPeriodDays: 30, pawnTermDays: 30 };

describe.each(BOTH_BACKENDS)('the pledges due this week, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let itCookie: string;
  let borrowerCookie: string;
  const today = jamaicaToday();

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin, itCookie, borrowerCookie] = await signInCookies(t, 'loan_officer', 'admin', 'it', 'borrower');
  });
  afterAll(() => t.close());

  /** An active loan with one item, its ticket dated `issuedOn` and redeemable until `redeemableUntil`. */
  async function pledge(name: string, opts: { pawn?: boolean; issuedOn?: string; redeemableUntil?: string; lastDue?: string; phone?: string }) {
    const loan = await insertLoan(t.database.db, { borrowerName: name, borrowerPhone: opts.phone ?? '876-555-0000', ...(opts.pawn ? PAWN_TERMS : {}) });
    const item = await addItem(t, officer, loan.id, { description: `${name}'s chain` });
    await activate(t, admin, loan.id);
    const set: Partial<typeof pawnTickets.$inferInsert> = {};
    if (opts.issuedOn) set.issuedOn = opts.issuedOn;
    if (opts.redeemableUntil) set.redeemableUntil = opts.redeemableUntil;
    if (Object.keys(set).length > 0) await t.database.db.update(pawnTickets).set(set).where(eq(pawnTickets.applicationId, loan.id));
    if (opts.lastDue) await t.database.db.update(loanPayments).set({ dueDate: opts.lastDue }).where(eq(loanPayments.applicationId, loan.id));
    const { ticketNumber } = await pledgeOf(t, officer, loan.id);
    return { loanId: loan.id, itemId: item.id, ticketNumber: ticketNumber! };
  }

  const dueWeek = async (query = '', cookie = officer): Promise<TPledgeRegisterItem[]> => {
    const res = await t.request({ method: 'GET', url: `/api/pledges?due=week&pageSize=1000${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPledgeRegisterResponse>().items;
  };

  it('lists the open pledges whose due date or redeemable-until is from today to today + 7, nearest first, with the phone', async () => {
    // Instalment terms: due on the last instalment's day.
    const instalmentIn = await pledge('Andre Campbell', { lastDue: addDays(today, 3), phone: '876-555-0131' });
    const instalmentOut = await pledge('Beverley Reid', { lastDue: addDays(today, 8) });
    // Pawn terms: due the ticket's date + 30 days.
    const pawnIn = await pledge('Carl Thompson', { pawn: true, issuedOn: addDays(today, -25), redeemableUntil: addDays(today, 340) });
    const pawnLastDay = await pledge('Dionne Francis', { pawn: true, issuedOn: addDays(today, -23), redeemableUntil: addDays(today, 342) });
    const pawnOverdue = await pledge('Errol Walker', { pawn: true, issuedOn: addDays(today, -31), redeemableUntil: addDays(today, 334) });
    const pawnNotYet = await pledge('Fay Morgan', { pawn: true });
    // Redeemable-until in the window (its due date long past), today itself included; yesterday's is forfeitable, not due.
    const lapsing = await pledge('Garfield Brown', { pawn: true, issuedOn: addDays(today, -360), redeemableUntil: addDays(today, 1) });
    const lapsingToday = await pledge('Hyacinth Clarke', { lastDue: addDays(today, -300), redeemableUntil: today });
    const lapsed = await pledge('Ian Stewart', { lastDue: addDays(today, -300), redeemableUntil: addDays(today, -1) });
    // Closed pledges, though their dates are in the window: redeemed, and forfeited.
    const redeemed = await pledge('Janet Lewis', { lastDue: addDays(today, 2) });
    await t.database.db.update(pawnItems).set({ status: 'redeemed' }).where(eq(pawnItems.id, redeemed.itemId));
    await t.database.db.update(pawnTickets).set({ status: 'redeemed' }).where(eq(pawnTickets.applicationId, redeemed.loanId));
    const forfeited = await pledge('Kevin Allen', { pawn: true, issuedOn: addDays(today, -26), redeemableUntil: addDays(today, 339) });
    await t.database.db.update(pawnItems).set({ status: 'forfeited' }).where(eq(pawnItems.id, forfeited.itemId));
    await t.database.db.update(pawnTickets).set({ status: 'forfeited' }).where(eq(pawnTickets.applicationId, forfeited.loanId));

    const items = await dueWeek();
    const mine = [instalmentIn, instalmentOut, pawnIn, pawnLastDay, pawnOverdue, pawnNotYet, lapsing, lapsingToday, lapsed, redeemed, forfeited].map((p) => p.itemId);
    const listed = items.filter((i) => mine.includes(i.itemId));
    expect(listed.map((i) => i.borrowerName)).toEqual(['Hyacinth Clarke', 'Garfield Brown', 'Andre Campbell', 'Carl Thompson', 'Dionne Francis']);
    expect(listed.find((i) => i.itemId === instalmentIn.itemId)).toMatchObject({
      ticketNumber: instalmentIn.ticketNumber,
      borrowerPhone: '876-555-0131',
      status: 'in_pawn',
      pawnedAt: today,
      dueDate: addDays(today, 3),
      redeemableUntil: addDays(today, 365),
    });
    expect(listed.find((i) => i.itemId === pawnIn.itemId)).toMatchObject({ pawnedAt: addDays(today, -25), dueDate: addDays(today, 5), borrowerPhone: '876-555-0000' });
    expect(listed.find((i) => i.itemId === pawnLastDay.itemId)).toMatchObject({ dueDate: addDays(today, 7) });
    expect(listed.find((i) => i.itemId === lapsing.itemId)).toMatchObject({ dueDate: addDays(today, -330), redeemableUntil: addDays(today, 1) });
    for (const item of items) {
      expect(item.status).toBe('in_pawn');
      const inWindow = [item.dueDate, item.redeemableUntil].some((d) => d !== null && d >= today && d <= addDays(today, 7));
      expect(inWindow, item.itemNumber).toBe(true);
    }

    // The whole book still shows every row, with its due date and phone; due combines with q and status.
    const all = (await t.request({ method: 'GET', url: '/api/pledges?pageSize=1000', cookie: officer })).json<TPledgeRegisterResponse>().items;
    expect(all.find((i) => i.itemId === pawnNotYet.itemId)).toMatchObject({ dueDate: addDays(today, 30), borrowerPhone: '876-555-0000' });
    expect(all.find((i) => i.itemId === redeemed.itemId)).toMatchObject({ status: 'redeemed', dueDate: addDays(today, 2) });
    expect((await dueWeek(`&q=${pawnIn.ticketNumber}`)).map((i) => i.itemId)).toEqual([pawnIn.itemId]);
    expect(await dueWeek(`&q=${instalmentOut.ticketNumber}`)).toEqual([]);
    expect(await dueWeek(`&status=redeemed&q=${redeemed.ticketNumber}`)).toEqual([]);
    const res = await t.request({ method: 'GET', url: '/api/pledges?due=week&pageSize=1&page=1', cookie: officer });
    expect(res.json<TPledgeRegisterResponse>()).toMatchObject({ page: 1, pageSize: 1, total: items.length });
  });

  it('keeps the register\'s permissions and refuses a due other than week', async () => {
    expect((await dueWeek('', admin)).length).toBeGreaterThanOrEqual(0);
    expect((await t.request({ method: 'GET', url: '/api/pledges?due=week', cookie: itCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/pledges?due=week', cookie: borrowerCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/pledges?due=week' })).statusCode).toBe(401);
    for (const due of ['month', 'WEEK', '7']) {
      const res = await t.request({ method: 'GET', url: `/api/pledges?due=${due}`, cookie: officer });
      expect(res.statusCode, due).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringContaining('due must be one of week') as unknown, code: 'VALIDATION_FAILED' });
    }
    // An empty due is no filter, as an empty status is.
    expect((await t.request({ method: 'GET', url: '/api/pledges?due=', cookie: officer })).statusCode).toBe(200);
  });
});
