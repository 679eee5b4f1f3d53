import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPayableLoansResponse, TPaymentListResponse } from '@common/contracts/payments';
import { jamaicaToday } from '@common/jamaica-time';
import { rowsOf } from '../../db/client';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { auditRowsOf } from '../applications/pawn-loan-review.test-support';
import { parseSearch } from '../../lib/list-search';
import { searchPaymentPage } from './payments.repository';
import { daysAgo, insertLoan, outboxFor, pay } from './payments.test-support';

/** The first day of last month in Jamaica, "YYYY-MM-01". */
function firstOfLastMonth(): string {
  const [y, m] = jamaicaToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

describe.each(BOTH_BACKENDS)('payment lists, statistics and the loan picker on %s', (backend) => {
  let t: TTestApp;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('loan_officer');
    officer = await t.signIn(user.email, user.password);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, cookie: officer, headers });

  it('counts the four tiles in SQL: collected with late charges, this month in Jamaica, what approved and active loans still owe, transactions', async () => {
    const empty = await get('/api/payments/statistics');
    expect(empty.json()).toEqual({ totalCollected: '0.00', thisMonth: '0.00', pending: '0.00', transactionCount: 0 });

    const old = await insertLoan(t.database.db, { validFrom: daysAgo(70), borrowerName: 'Old Loan' });
    await pay(t, officer, old.id, '3000', { paymentDate: firstOfLastMonth(), latePaymentCharge: '600' });
    const fresh = await insertLoan(t.database.db, { borrowerName: 'Fresh Loan' });
    await pay(t, officer, fresh.id, '1000.25');
    await insertLoan(t.database.db, { borrowerName: 'Untouched Loan' }); // approved: owes 12,000.00
    await insertLoan(t.database.db, { status: 'submitted' }); // not lent: owes nothing yet
    const done = await insertLoan(t.database.db);
    await pay(t, officer, done.id, '12000'); // completed: owes nothing

    const res = await get('/api/payments/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalCollected: '16600.25',
      thisMonth: '13000.25',
      // 9,000.00 + 10,999.75 + 12,000.00
      pending: '31999.75',
      transactionCount: 3,
    });
    const etag = res.headers.etag as string;
    expect((await get('/api/payments/statistics', { 'if-none-match': etag })).statusCode).toBe(304);
    await pay(t, officer, fresh.id, '0.75');
    const changed = await get('/api/payments/statistics', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ totalCollected: '16601.00', pending: '31999.00', transactionCount: 4 });
  });

  it('lists payments newest first, a page at a time, with borrower and loan, and searches them', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: 'Desmond Reid', borrowerPhone: '(876) 555-4321' });
    const a = await pay(t, officer, loan.id, '100');
    const b = await pay(t, officer, loan.id, '200');
    const page = (await get('/api/payments?page=1&pageSize=2')).json<TPaymentListResponse>();
    expect(page.items.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 6 });
    expect(page.items[0]).toMatchObject({ borrowerName: 'Desmond Reid', applicationNumber: loan.applicationNumber, paymentAmount: '200.00', balanceAfter: '11700.00' });
    expect((await get('/api/payments')).json<TPaymentListResponse>()).toMatchObject({ pageSize: 10, total: 6 });

    for (const search of ['desmond', loan.applicationNumber.toLowerCase(), b.receiptNumber, '8765554321']) {
      const found = (await get(`/api/payments?search=${encodeURIComponent(search)}`)).json<TPaymentListResponse>();
      expect(found.items.map((p) => p.id), search).toEqual(search === b.receiptNumber ? [b.id] : [b.id, a.id]);
    }
    expect((await get('/api/payments?search=nobody-like-this')).json<TPaymentListResponse>()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/payments?search=desmond')).json<TPaymentListResponse>()).toMatchObject({ total: 2, totalCapped: false });
    // The page is sorted from the matches, which are counted with it (or on their own past the end).
    const second = await searchPaymentPage(t.database.db, parseSearch('desmond'), { limit: 1, offset: 1 });
    expect({ ids: second.rows.map((p) => p.id), count: second.count }).toEqual({ ids: [a.id], count: 2 });
    expect(await searchPaymentPage(t.database.db, parseSearch('desmond'), { limit: 1, offset: 5 })).toEqual({ rows: [], count: 2 });
    // A receipt number is found by its start, through a btree of it (migration 0023).
    const indexes = rowsOf<{ indexname: string }>(await t.database.db.execute(sql`select indexname from pg_indexes where tablename = 'payments'`)).map((r) => r.indexname);
    expect(indexes).toContain('payments_receipt_prefix_idx');
    expect(indexes).not.toContain('payments_receipt_trgm_idx');
    expect((await get(`/api/payments?search=${b.receiptNumber.slice(0, -1).toLowerCase()}`)).json<TPaymentListResponse>().items.map((p) => p.id)).toContain(b.id);
    expect((await get('/api/payments?pageSize=501')).statusCode).toBe(400);
  });

  it('keeps the unsearched total right as payments come and go, however they change', async () => {
    const totalNow = async () => (await get('/api/payments')).json<TPaymentListResponse>().total;
    const before = await totalNow();
    expect(await totalNow()).toBe(before);
    const loan = await insertLoan(t.database.db);
    const paid = await pay(t, officer, loan.id, '150');
    expect(await totalNow()).toBe(before + 1);
    // Straight in the database, past the app: the change counter's trigger still tells the list.
    await t.database.db.execute(sql`delete from payments where id = ${paid.id}`);
    expect(await totalNow()).toBe(before);
  });

  it('answers 304 to a poll holding the current ETag, until a payment or a borrower changes', async () => {
    const loan = await insertLoan(t.database.db);
    const first = await get('/api/payments');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/payments', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page or search is another answer.
    expect((await get('/api/payments?page=2', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get('/api/payments', { 'if-none-match': etag })).statusCode).toBe(304);
    await pay(t, officer, loan.id, '50');
    const afterPayment = await get('/api/payments', { 'if-none-match': etag });
    expect(afterPayment.statusCode).toBe(200);
    const next = afterPayment.headers.etag as string;
    expect(next).not.toBe(etag);
    await t.database.db.execute(sql`update pawn_loan_applications set borrower_name = 'Renamed' where id = ${loan.id}`);
    const afterRename = await get('/api/payments', { 'if-none-match': next });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.json<TPaymentListResponse>().items[0]?.borrowerName).toBe('Renamed');
  });

  it('finds approved and active loans for the Record Payment dialog with what it needs', async () => {
    const overdue = await insertLoan(t.database.db, { borrowerName: 'Sheryl Picker', borrowerPhone: '876-555-9090', validFrom: daysAgo(10), paymentFrequency: 'bi-weekly' });
    await insertLoan(t.database.db, { borrowerName: 'Sheryl Picker', status: 'submitted' });
    await insertLoan(t.database.db, { borrowerName: 'Sheryl Picker', status: 'completed' });
    const found = await get('/api/payments/loans?search=sheryl');
    expect(found.statusCode).toBe(200);
    const { loans } = found.json<TPayableLoansResponse>();
    expect(loans.map((l) => l.id)).toEqual([overdue.id]);
    expect(loans[0]).toMatchObject({
      applicationNumber: overdue.applicationNumber,
      status: 'approved',
      paymentFrequency: 'bi-weekly',
      weeklyInstalment: '3000.00',
      totals: { paymentAmount: '6000.00', lateFee: '1200.00', outstanding: '12000.00', isOverdue: false, nextDueAmount: '6000.00', overdueAmount: '0.00' },
    });
    for (const search of ['5559090', overdue.applicationNumber, 'SHERYL PICK']) {
      expect((await get(`/api/payments/loans?search=${encodeURIComponent(search)}`)).json<TPayableLoansResponse>().loans.map((l) => l.id), search).toEqual([overdue.id]);
    }
    const short = await get('/api/payments/loans?search=s');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Search must be at least 2 characters.' });
    expect((await get('/api/payments/loans')).json<TPayableLoansResponse>().loans.length).toBeGreaterThan(1);
  });

  it('queues the receipt e-mail again on resend, with its PDF, and audits it', async () => {
    const loan = await insertLoan(t.database.db, { borrowerEmail: 'resend.me@example.com' });
    const payment = await pay(t, officer, loan.id, '300');
    const res = await t.request({ method: 'POST', url: `/api/payments/${payment.id}/resend`, cookie: officer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: `Receipt ${payment.receiptNumber} will be sent to resend.me@example.com.` });
    const emails = await outboxFor(t.database.db, payment.id);
    expect(emails).toHaveLength(2);
    expect(emails[1]?.attachments).toEqual([{ filename: `${payment.receiptNumber}.pdf`, contentType: 'application/pdf', render: { kind: 'payment-receipt', id: payment.id } }]);
    expect(await auditRowsOf(t.database.db, payment.id, 'payment.resend')).toHaveLength(1);
  });
});
