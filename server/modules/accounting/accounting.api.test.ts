import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountingResponse } from '@common/contracts/accounting';
import type { TTrialBalanceResponse } from '@common/contracts/books';
import { jamaicaInstant, jamaicaToday } from '@common/jamaica-time';
import { payments } from '../../db/schema';
import { bookHistory } from '../books-history';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { ensureAllSchedules } from '../loans';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "YYYY-MM" of the Jamaica month `back` months before the current one. */
const monthKey = (back: number) => {
  const [y, m] = jamaicaToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
};
/** The instant of Jamaica midnight on the 1st of the month `back` months before the current one. */
const monthStart = (back: number) => jamaicaInstant(`${monthKey(back)}-01`);

const ZERO_STATUSES = ['submitted', 'reviewed', 'approved', 'active', 'completed', 'rejected', 'defaulted', 'cancelled'].map((status) => ({
  status,
  count: 0,
  amount: '0.00',
}));

describe.each(BOTH_BACKENDS)('GET /api/admin/accounting, on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  const read = async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/accounting', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAccountingResponse>();
  };
  const pay = (loanApplicationId: string, paymentAmount: string, paymentDate: Date, extra: { latePaymentCharge?: string; status?: string } = {}) =>
    t.database.db.insert(payments).values({
      loanApplicationId,
      paymentAmount,
      paymentDate,
      receiptNumber: `RCT-T-${randomBytes(4).toString('hex')}`,
      processedBy: 'Test',
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('admin');
    cookie = await t.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('answers zeros, every status and 12 empty months on an empty book', async () => {
    const body = await read();
    expect(body.overview).toEqual({ totalLent: '0.00', totalRepayable: '0.00', totalCollected: '0.00', outstanding: '0.00', overdueLoans: 0 });
    expect(body.revenue).toEqual({ interestEarned: '0.00', lateCharges: '0.00', totalRevenue: '0.00', interestDue: '0.00' });
    expect(body.portfolio).toEqual(ZERO_STATUSES);
    expect(body.monthly).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: monthKey(11 - i), applications: 0, amountRequested: '0.00', collected: '0.00' })),
    );
    expect(body.recent).toEqual([]);
  });

  it('computes every figure from a crafted book, to the cent', async () => {
    const db = t.database.db;
    const now = Date.now();
    const past = new Date(now - 3 * DAY);
    const future = new Date(now + 20 * DAY);
    const app = (status: string, loanAmount: string, totalRepayment: string, createdAt: Date, more: Record<string, unknown> = {}) =>
      insertApplication(db, { status, loanAmount, totalRepayment, totalAmount: totalRepayment, createdAt, ...more });

    // Loans (status, principal, total repayment, received, ending):
    const a = await app('submitted', '10000.00', '12000.00', new Date(monthStart(0).getTime() + 30 * 60_000));
    // 23:59 on the last day of last month in Jamaica: already this month in UTC.
    const b = await app('approved', '5000.50', '6000.60', new Date(monthStart(0).getTime() - 60_000), { endingOn: past });
    const c = await app('active', '20000.00', '28000.00', new Date(monthStart(2).getTime() + 10 * DAY), { endingOn: future, interestRate: '40.00' });
    const d = await app('completed', '12000.00', '14400.00', new Date(monthStart(11).getTime() + 14 * DAY), { endingOn: past });
    const e = await app('defaulted', '8000.00', '9600.00', new Date(monthStart(12).getTime() + 14 * DAY), { endingOn: past });
    await app('rejected', '3000.00', '3600.00', new Date(now - 1000));
    // No stored totals at all: principal plus interest at its rate (20%).
    await app('completed', '1000.00', '0.00', new Date(now - 2000), { totalAmount: '0.00' });
    // No total repayment: the total amount.
    await app('active', '2000.00', '0.00', new Date(now - 3000), { totalAmount: '2500.00', endingOn: null });
    const i = await app('approved', '1000.00', '1200.00', new Date(now - 4000), { endingOn: future });
    for (const back of [36, 37, 38]) await app('cancelled', '100.00', '120.00', new Date(monthStart(back).getTime() + DAY));

    await pay(c.id, '7000.00', new Date(now - 10_000));
    await pay(c.id, '7000.00', new Date(now - 9_000), { latePaymentCharge: '1400.00' });
    await pay(c.id, '7000.00', new Date(now - 8_000));
    await pay(c.id, '7000.00', new Date(now - 7_000), { latePaymentCharge: '500.00', status: 'pending' }); // not received
    await pay(d.id, '7200.00', new Date(monthStart(11).getTime() + 20 * DAY), { latePaymentCharge: '720.00' });
    await pay(d.id, '7200.00', new Date(monthStart(13).getTime() + 20 * DAY)); // before the 12-month window
    await pay(e.id, '1000.00', new Date(monthStart(0).getTime() - 1000)); // last second of last month, Jamaica time
    await pay(i.id, '1500.00', new Date(now - 6_000)); // more than owed: outstanding stops at zero
    // Weekly schedules from each loan's start (its creation day here), as approval builds them.
    await ensureAllSchedules(db);
    // The book was written straight to the tables: the journal reads it in as at an upgrade (issue 41).
    await bookHistory(db);
    const tb = (await t.request({ method: 'GET', url: '/api/books/trial-balance', cookie })).json<TTrialBalanceResponse>();
    const booked = (code: string) => tb.accounts.find((x) => x.code === code)!.balance;

    const body = await read();
    expect(body.overview).toEqual({
      // b + c + d + e + 1000 + 2000 + i (approved at some point; not submitted, rejected, cancelled)
      totalLent: '49000.50',
      // 6000.60 + 28000 + 14400 + 9600 + 1200 (fallback) + 2500 (fallback) + 1200
      totalRepayable: '62900.60',
      // completed payments with their late charges: 22400 + 15120 + 1000 + 1500
      totalCollected: '40020.00',
      // What the books hold receivable (issue 41; the books' own tests work its postings through).
      outstanding: booked('1100'),
      // By the ledger: instalments due before today exceed what was paid. b (nothing paid) and e
      // (1000 of 9600) ended long ago; c ends in the future yet all four weekly instalments fell
      // due (started two months ago) and 21000 of 28000 is paid. i and the 2000 loan started today,
      // d is completed.
      overdueLoans: 3,
    });
    // Interest earned, late fee income and the interest yet to earn, as booked.
    expect(body.revenue).toEqual({
      interestEarned: booked('4000'),
      lateCharges: booked('4010'),
      totalRevenue: (Number(booked('4000')) + Number(booked('4010'))).toFixed(2),
      interestDue: booked('2000'),
    });
    expect(body.portfolio).toEqual([
      { status: 'submitted', count: 1, amount: '10000.00' },
      { status: 'reviewed', count: 0, amount: '0.00' },
      { status: 'approved', count: 2, amount: '6000.50' },
      { status: 'active', count: 2, amount: '22000.00' },
      { status: 'completed', count: 2, amount: '13000.00' },
      { status: 'rejected', count: 1, amount: '3000.00' },
      { status: 'defaulted', count: 1, amount: '8000.00' },
      { status: 'cancelled', count: 3, amount: '300.00' },
    ]);

    expect(body.monthly).toHaveLength(12);
    const expected = new Map([
      [monthKey(0), { applications: 5, amountRequested: '17000.00', collected: '23900.00' }],
      [monthKey(1), { applications: 1, amountRequested: '5000.50', collected: '1000.00' }],
      [monthKey(2), { applications: 1, amountRequested: '20000.00', collected: '0.00' }],
      [monthKey(11), { applications: 1, amountRequested: '12000.00', collected: '7920.00' }],
    ]);
    expect(body.monthly).toEqual(
      Array.from({ length: 12 }, (_, k) => {
        const month = monthKey(11 - k);
        return { month, ...(expected.get(month) ?? { applications: 0, amountRequested: '0.00', collected: '0.00' }) };
      }),
    );

    // The 10 newest of 12: everything but the two oldest cancelled ones.
    expect(body.recent).toHaveLength(10);
    const createdAt = body.recent.map((r) => Date.parse(r.createdAt));
    expect([...createdAt].sort((x, y) => y - x)).toEqual(createdAt);
    expect(body.recent.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id, d.id, e.id, i.id]));
    expect(body.recent.filter((r) => r.status === 'cancelled')).toHaveLength(1);
  });
});
