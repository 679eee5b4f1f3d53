import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpenCashDrawerResponse } from '@common/contracts/cash-drawer';
import type { TSellPledgeResponse, TSurplusListResponse } from '@common/contracts/pledge-sales';
import type { TCashBookResponse, TDaySummaryResponse } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { toCents } from '@common/money';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { signInAs, type TSignedIn } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { balanceIn, expectBooksAgree } from '../books/books.test-support';
import { insertLoan, pay } from '../payments/payments.test-support';
import { activate, addItem, pledgeOf, redeemRequest, signature } from '../pledges/pledges.test-support';
import type { TTrialBalanceResponse } from '@common/contracts/books';

// The end-of-day (Z) report (issue 43): docs/operations.md, "The end-of-day report".

const URL = '/api/reports/day-summary';
const c = (amount: string) => toCents(amount) ?? 0;
const zero = { count: 0, amount: '0.00' };

describe.each(BOTH_BACKENDS)('the end-of-day report, on %s', (backend) => {
  let t: TTestApp;
  let admin: TSignedIn;
  let officer: TSignedIn;
  let quietOfficer: TSignedIn;
  let superAdmin: TSignedIn;
  let officerDrawer: string;
  let adminDrawer: string;
  const today = jamaicaToday();

  const get = (url: string, who: TSignedIn | null) => t.request({ method: 'GET', url, ...(who ? { cookie: who.cookie } : {}) });
  const read = async <T>(url: string, who: TSignedIn): Promise<T> => {
    const res = await get(url, who);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const post = async (url: string, who: TSignedIn, payload: Record<string, unknown>, status = 200) => {
    const res = await t.request({ method: 'POST', url, cookie: who.cookie, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res;
  };
  /** An approved J$10,000.00 loan (20% over 4 weeks, J$3,000.00 a week) with one item in pawn; paid out when the admin activates it. */
  const pawned = async (startDate = today) => {
    const loan = await insertLoan(t.database.db, { startDate, borrowerName: 'Marcia Brown' });
    await addItem(t, officer.cookie, loan.id, { description: 'Gold chain' });
    return loan;
  };

  /**
   * One day at the counter. The officer's drawer opens with J$20,000.00, the admin's with J$5,000.00.
   * Paid out, J$10,000.00 each: loans 1, 3, 4 and 5 by the admin (cash), loan 2 by the officer's
   * first payment on it (cash). Payments: the officer's J$3,000.00 on loan 2, and J$1,000.00 on it
   * that the admin deletes; the admin's J$3,000.00 by bank transfer on loan 1; the officer's
   * J$3,000.00 on loan 5. Loan 3 paid off (J$12,000.00) and redeemed by the officer. Loan 4,
   * started 16 days ago with nothing paid, renewed by the officer for J$2,200.00 (J$1,000.00 of
   * interest due and J$1,200.00 of late fees). Loan 5, started 400 days ago, its pledge sold by
   * the admin for J$15,000.00 less J$500.00 (J$3,700.00 surplus, paid out in cash).
   */
  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, officer, quietOfficer, superAdmin] = [await signInAs(t, 'admin'), await signInAs(t, 'loan_officer'), await signInAs(t, 'loan_officer'), await signInAs(t, 'super_admin')];
    officerDrawer = (await post('/api/cash-drawer/open', officer, { openingFloat: '20000.00' }, 201)).json<TOpenCashDrawerResponse>().id;
    adminDrawer = (await post('/api/cash-drawer/open', admin, { openingFloat: '5000.00' }, 201)).json<TOpenCashDrawerResponse>().id;

    const loan1 = await pawned();
    await activate(t, admin.cookie, loan1.id);
    await pay(t, admin.cookie, loan1.id, '3000.00', { paymentMethod: 'bank_transfer' });

    const loan2 = await pawned();
    await pay(t, officer.cookie, loan2.id, '3000.00');
    const deleted = await pay(t, officer.cookie, loan2.id, '1000.00');
    const del = await t.request({ method: 'DELETE', url: `/api/payments/${deleted.id}`, cookie: admin.cookie, payload: { email: superAdmin.email, password: superAdmin.password } });
    expect(del.statusCode, del.body).toBe(200);

    const loan3 = await pawned();
    await activate(t, admin.cookie, loan3.id);
    await pay(t, officer.cookie, loan3.id, '12000.00');
    const ticketNumber = (await pledgeOf(t, officer.cookie, loan3.id)).ticketNumber!;
    const redeemed = await redeemRequest(t, officer.cookie, loan3.id, { ticketNumber, collectedByName: 'Marcia Brown', collectedByIdNumber: 'JM-DL-778899', signatureUrl: await signature(t, officer.cookie) });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const loan4 = await pawned(addDays(today, -16));
    await activate(t, admin.cookie, loan4.id);
    await post(`/api/pawn-loans/${loan4.id}/renew`, officer, { termWeeks: 6, interestRate: 40, paymentAmount: '2200.00', paymentMethod: 'cash' }, 201);

    const start = addDays(today, -400);
    const loan5 = await pawned(start);
    await activate(t, admin.cookie, loan5.id);
    await pay(t, officer.cookie, loan5.id, '3000.00', { paymentDate: addDays(start, 7) });
    const sale = (await post(`/api/pawn-loans/${loan5.id}/sale`, admin, { saleDate: today, method: 'auction', buyerName: 'Kingston Auctions Ltd', salePrice: '15000.00', saleCosts: '500.00' }, 201)).json<TSellPledgeResponse>();
    expect(sale.surplus).toBe('3700.00');
    const surplus = (await read<TSurplusListResponse>('/api/pledges/surplus?status=owed', admin)).items.find((s) => s.saleId === sale.saleId)!;
    await post(`/api/pledges/surplus/${surplus.id}/pay`, admin, { paidTo: 'Marcia Brown', method: 'cash' });

    // The officer counts J$100.00 short: float 20,000 - 10,000 paid out + 3,000 + 12,000 + 2,200 + 3,000 taken = 30,200.
    await post('/api/cash-drawer/close', officer, { countedCash: '30100.00' });
  });
  afterAll(() => t.close());

  it('is for staff with a drawer: a guest gets 401, a borrower and it 403', async () => {
    expect((await get(URL, null)).statusCode).toBe(401);
    expect((await get(`${URL}?format=pdf`, null)).statusCode).toBe(401);
    for (const role of ['borrower', 'it'] as const) {
      const who = await signInAs(t, role);
      expect((await get(URL, who)).statusCode, role).toBe(403);
      expect((await get(`${URL}?format=pdf&paper=80mm`, who)).statusCode, role).toBe(403);
    }
    for (const who of [admin, officer, superAdmin]) expect((await get(URL, who)).statusCode).toBe(200);
  });

  it('refuses a day that is not a calendar day, an unknown format or paper: 400 with a message and a code', async () => {
    for (const query of ['date=2026-02-30', 'date=yesterday', 'date=12/05/2026', 'format=csv', 'paper=A4']) {
      const res = await get(`${URL}?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; code: string }>();
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(body.message.length, query).toBeGreaterThan(10);
    }
    expect((await get(`${URL}?date=2026-02-30`, admin)).json<{ message: string }>().message).toBe('date must be a calendar date written YYYY-MM-DD.');
  });

  it('answers an empty day with nothing counted and no drawers', async () => {
    expect(await read<TDaySummaryResponse>(`${URL}?date=2020-01-01`, admin)).toEqual({
      date: '2020-01-01',
      newPawns: zero,
      redemptions: zero,
      renewals: zero,
      payments: zero,
      sales: zero,
      surplusPaid: zero,
      drawers: [],
    });
  });

  it("counts the whole shop's day for an admin, each payment once, with every drawer open that day", async () => {
    const summary = await read<TDaySummaryResponse>(URL, admin);
    expect(await read<TDaySummaryResponse>(`${URL}?date=${today}`, superAdmin)).toEqual(summary);
    expect(summary).toMatchObject({
      date: today,
      newPawns: { count: 5, amount: '50000.00' },
      redemptions: { count: 1, amount: '12000.00' },
      renewals: { count: 1, amount: '2200.00' },
      // Loan 2's J$3,000.00, loan 1's by bank, loan 5's; loan 2's J$1,000.00 taken and deleted counts 0.
      payments: { count: 3, amount: '9000.00' },
      sales: { count: 1, amount: '14500.00' },
      surplusPaid: { count: 1, amount: '3700.00' },
    });
    // The officer's J$1,000.00 taken and deleted is in and out of their drawer.
    const officers = summary.drawers.find((d) => d.id === officerDrawer);
    expect(officers).toMatchObject({ openedBy: 'Test loan_officer', openingFloat: '20000.00', cashIn: '21200.00', cashOut: '11000.00', expected: '30200.00', counted: '30100.00', difference: '-100.00' });
    // The admin's drawer is still open: 5,000 - 40,000 paid out + 14,500 of proceeds - 3,700 of surplus.
    expect(summary.drawers.find((d) => d.id === adminDrawer)).toMatchObject({ openingFloat: '5000.00', cashIn: '14500.00', cashOut: '43700.00', expected: '-24200.00', closedAt: null, counted: null });
    expect(summary.drawers).toHaveLength(2);
  });

  it("gives a loan officer their own work only: what they booked, the redemptions they recorded, their own drawer", async () => {
    expect(await read<TDaySummaryResponse>(URL, officer)).toEqual({
      date: today,
      // Loan 2, paid out in cash by their first payment on it.
      newPawns: { count: 1, amount: '10000.00' },
      redemptions: { count: 1, amount: '12000.00' },
      renewals: { count: 1, amount: '2200.00' },
      // The J$1,000.00 they took was deleted by the admin: it counts against them, as in their drawer.
      payments: { count: 2, amount: '6000.00' },
      sales: zero,
      surplusPaid: zero,
      drawers: [expect.objectContaining({ id: officerDrawer, difference: '-100.00' })],
    });
    expect(await read<TDaySummaryResponse>(URL, quietOfficer)).toEqual({ date: today, newPawns: zero, redemptions: zero, renewals: zero, payments: zero, sales: zero, surplusPaid: zero, drawers: [] });
  });

  it('agrees with the cash book and the books of the same day', async () => {
    await expectBooksAgree(t, admin.cookie, today);
    const summary = await read<TDaySummaryResponse>(URL, admin);
    const book = await read<TCashBookResponse>(`/api/reports/cash-book?date=${today}`, admin);
    const linesOf = (...kinds: string[]) => book.lines.filter((l) => kinds.includes(l.kind));
    const net = (lines: TCashBookResponse['lines']) => lines.reduce((sum, l) => sum + c(l.cashIn) - c(l.cashOut), 0);
    // Payments, redemptions and renewals are the cash book's payments and late fees received, less those deleted.
    expect(c(summary.payments.amount) + c(summary.redemptions.amount) + c(summary.renewals.amount)).toBe(net(linesOf('payment_received', 'late_fee_received', 'payment_deleted')));
    expect(-c(summary.newPawns.amount)).toBe(net(linesOf('loan_paid_out')));
    expect(summary.newPawns.count).toBe(linesOf('loan_paid_out').length);
    expect(c(summary.sales.amount)).toBe(net(linesOf('pledge_sale_proceeds')));
    expect(-c(summary.surplusPaid.amount)).toBe(net(linesOf('surplus_paid_out')));
    // Nothing else moved money but the drawer counted short.
    expect(linesOf('drawer_over_short').map((l) => l.cashOut)).toEqual(['100.00']);
    expect(book.lines.length).toBe(linesOf('payment_received', 'late_fee_received', 'payment_deleted', 'loan_paid_out', 'pledge_sale_proceeds', 'surplus_paid_out', 'drawer_over_short').length);
    expect(summary.drawers).toEqual(book.drawers);
    // And the books: the day's movement of Cash and Bank is what the figures took in less what they paid out, less the shortage.
    const tb = await read<TTrialBalanceResponse>(`/api/books/trial-balance?asOf=${today}`, admin);
    const before = await read<TTrialBalanceResponse>(`/api/books/trial-balance?asOf=${addDays(today, -1)}`, admin);
    const moved = (code: string) => balanceIn(tb, code) - balanceIn(before, code);
    const takenIn = c(summary.payments.amount) + c(summary.redemptions.amount) + c(summary.renewals.amount) + c(summary.sales.amount);
    const paidOut = c(summary.newPawns.amount) + c(summary.surplusPaid.amount);
    expect(moved('1000') + moved('1010')).toBe(takenIn - paidOut - 10_000);
  });

  it('prints on one A4 page: the title, the shop, the day, the figures, the drawers and when it was printed', async () => {
    const res = await get(`${URL}?format=pdf`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="end-of-day-${today}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const pages = await pdfPageSizes(res.rawPayload);
    expect(pages).toHaveLength(1);
    // A4 (landscape, as the other reports).
    expect([Math.round(pages[0]!.width), Math.round(pages[0]!.height)]).toEqual([842, 595]);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('End of day (Z) report');
    expect(text).toContain('Pawnbook');
    expect(text).toContain(formatDayFirst(today));
    expect(text).toMatch(/New pawns\s+5\s+J\$50,000\.00/);
    expect(text).toMatch(/Other payments\s+3\s+J\$9,000\.00/);
    expect(text).toMatch(/Total\s+J\$37,700\.00\s+J\$53,700\.00/);
    expect(text).toMatch(/Test loan_officer.*J\$20,000\.00.*J\$30,200\.00\s+J\$30,100\.00\s+-J\$100\.00/);
    expect(text).toMatch(new RegExp(`Printed ${formatDayFirst(today).replace(/\//g, '\\/')} at \\d\\d:\\d\\d \\(Jamaica time\\) by Test admin`));
  });

  it("prints the same on the counter's 80 mm roll; a loan officer's names whose work it is", async () => {
    const res = await get(`${URL}?format=pdf&paper=80mm`, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="end-of-day-${today}-80mm.pdf"`);
    const pages = await pdfPageSizes(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(226.77, 1);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('End of day (Z) report');
    expect(text).toMatch(new RegExp(`${formatDayFirst(today).replace(/\//g, '\\/')}, the work of Test\\s+loan_officer`));
    expect(text).toMatch(/New pawns \(1\)\s+-J\$10,000\.00/);
    expect(text).toMatch(/Redemptions \(1\)\s+J\$12,000\.00/);
    expect(text).toMatch(/Difference\s+-J\$100\.00/);
    expect(text).toContain('Printed');
    // The empty day prints too.
    const empty = await get(`${URL}?date=2020-01-01&format=pdf&paper=80mm`, admin);
    expect(await pdfText(empty.rawPayload)).toContain('No cash drawer was open this day.');
  });
});
