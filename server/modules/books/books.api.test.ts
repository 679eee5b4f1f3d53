import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountResponse, TJournalResponse, TTrialBalanceResponse } from '@common/contracts/books';
import type { TLoanLedgerResponse } from '@common/contracts/payments';
import type { TCashBookResponse, TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { journalEntries, journalLines } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from '../collections/collections.test-support';
import { insertLoan, pay } from '../payments/payments.test-support';
import { balanceIn, expectBooksAgree } from './books.test-support';
import { postEntry, SYSTEM_BOOKER } from './posting.service';

// The books (issue 41): every money event posts one balanced entry, and every report reads the journal.

describe.each(BOTH_BACKENDS)('the books, on %s', (backend) => {
  let t: TTestApp;
  let admin: string;
  let officer: string;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });
  const activate = (id: string, extra: Record<string, unknown> = {}) => call('PATCH', `/api/pawn-loans/${id}/status`, admin, { status: 'active', ...extra });
  const trialBalance = async () => (await call('GET', '/api/books/trial-balance', admin)).json<TTrialBalanceResponse>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());

  it('is for admins: a guest gets 401, a loan officer, borrower and it 403', async () => {
    const others: string[] = [officer];
    for (const role of ['borrower', 'it'] as const) {
      const user = await t.createUser(role);
      others.push(await t.signIn(user.email, user.password));
    }
    const calls = [
      ['GET', '/api/books/trial-balance'],
      ['GET', '/api/books/journal'],
      ['GET', '/api/books/journal?format=csv'],
      ['GET', '/api/books/accounts/1000'],
      ['GET', '/api/books/months'],
      ['POST', '/api/books/close-month'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { month: '2020-01' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${url} guest`).toBe(401);
      for (const cookie of others) expect((await call(method, url, cookie, payload)).statusCode, url).toBe(403);
    }
  });

  it('books a pay-out, a back-dated payment, a late fee and a deletion, each balanced, and every report agrees', async () => {
    const before = await trialBalance();
    const paidOut = await insertLoan(t.database.db);
    expect((await activate(paidOut.id, { disbursementMethod: 'cash' })).statusCode).toBe(200);
    let tb = await expectBooksAgree(t, admin);
    // J$10,000.00 lent in cash, J$12,000.00 receivable, J$2,000.00 of it interest not yet earned.
    expect(balanceIn(tb, '1100') - balanceIn(before, '1100')).toBe(1_200_000);
    expect(balanceIn(tb, '2000') - balanceIn(before, '2000')).toBe(200_000);
    expect(balanceIn(tb, '1000') - balanceIn(before, '1000')).toBe(-1_000_000);

    // Started 12 days ago, its first instalment 5 days late: paid yesterday (back-dated) with its
    // late fee, which pays the loan out too. All of it is booked today, the day it was recorded.
    const loan = await loanStartedDaysAgo(t.database.db, 12);
    const payment = await pay(t, officer, loan.id, '3000.00', { paymentDate: addDays(jamaicaToday(), -1), latePaymentCharge: '600.00' });
    tb = await expectBooksAgree(t, admin);
    expect(balanceIn(tb, '4000') - balanceIn(before, '4000')).toBe(50_000);
    expect(balanceIn(tb, '4010') - balanceIn(before, '4010')).toBe(60_000);
    expect(balanceIn(tb, '1000') - balanceIn(before, '1000')).toBe(-2_000_000 + 360_000);
    const book = (await call('GET', `/api/reports/cash-book?date=${jamaicaToday()}`, admin)).json<TCashBookResponse>();
    expect(book.lines).toContainEqual(expect.objectContaining({ kind: 'payment_received', reference: payment.receiptNumber, cashIn: '3000.00' }));
    expect(book.lines).toContainEqual(expect.objectContaining({ kind: 'late_fee_received', reference: payment.receiptNumber, cashIn: '600.00' }));

    const journal = (await call('GET', '/api/books/journal', admin)).json<TJournalResponse>();
    const entry = journal.entries.find((e) => e.reference === payment.receiptNumber)!;
    expect(entry.kind).toBe('payment_received');
    const sum = (side: 'debit' | 'credit') => entry.lines.reduce((s, l) => s + Number(l.debit === '0.00' && side === 'debit' ? 0 : l[side]), 0);
    expect(sum('debit')).toBeCloseTo(sum('credit'), 2);
    for (const e of journal.entries) expect(e.reference).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);

    // Deleted: the payment's entry is reversed line for line, and the books agree again.
    const superAdmin = await t.createUser('super_admin');
    const deleted = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: admin, payload: { email: superAdmin.email, password: superAdmin.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    tb = await expectBooksAgree(t, admin);
    expect(balanceIn(tb, '4000') - balanceIn(before, '4000')).toBe(0);
    const after = (await call('GET', '/api/books/journal', admin)).json<TJournalResponse>();
    expect(after.entries.filter((e) => e.reference === payment.receiptNumber).map((e) => e.kind)).toEqual(['payment_received', 'payment_deleted']);
    // The late fee the payment charged went with it; the ledger still charges it, so the books do again.
    const ledger = (await call('GET', `/api/pawn-loans/${loan.id}/ledger`, admin)).json<TLoanLedgerResponse>();
    const line = (await call('GET', '/api/reports/loan-book', admin)).json<TLoanBookResponse>().loans.find((l) => l.applicationId === loan.id);
    expect(ledger.totals.lateFeesDue).toBe('600.00');
    expect(line?.lateFeesOutstanding).toBe(ledger.totals.lateFeesDue);
  });

  it("a paper pawn paid out before it was entered is booked from the owner's capital, never today's till", async () => {
    const before = await trialBalance();
    const today = jamaicaToday();
    const refused = await activate((await insertLoan(t.database.db)).id, { disbursementMethod: 'owner_capital' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/paid out on paper before today/);
    const paper = await insertLoan(t.database.db);
    const res = await activate(paper.id, { startDate: addDays(today, -10), startDateReason: 'Paid out on paper at the counter', disbursementMethod: 'owner_capital' });
    expect(res.statusCode, res.body).toBe(200);
    const tb = await expectBooksAgree(t, admin);
    expect(balanceIn(tb, '3000') - balanceIn(before, '3000')).toBe(1_000_000);
    expect(balanceIn(tb, '1000') - balanceIn(before, '1000')).toBe(0);
    expect(balanceIn(tb, '1100') - balanceIn(before, '1100')).toBe(1_200_000);
  });

  it('a write-off removes the unearned interest and expenses only the principal not repaid; the summary and Accounting agree', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 20);
    await pay(t, admin, loan.id, '3000.00', { latePaymentCharge: '600.00' });
    const before = await trialBalance();
    await findOverdueRequest(t, admin);
    const c = await caseOfLoan(t, admin, loan.id);
    const written = await call('PATCH', `/api/collections/${c.id}`, admin, { collectionStatus: 'written_off', resolutionNotes: 'Left the island' });
    expect(written.statusCode, written.body).toBe(200);
    const tb = await expectBooksAgree(t, admin);
    // J$9,000.00 was owed: J$7,500.00 of principal is expensed, J$1,500.00 of interest was never earned.
    expect(balanceIn(tb, '5000') - balanceIn(before, '5000')).toBe(750_000);
    expect(balanceIn(tb, '2000') - balanceIn(before, '2000')).toBe(-150_000);
  });

  it('a cash drawer: its float and its count are booked, its expected cash is its float plus its Cash lines', async () => {
    const opened = await call('POST', '/api/cash-drawer/open', officer, { openingFloat: '5000.00' });
    expect(opened.statusCode).toBe(201);
    const loan = await loanStartedDaysAgo(t.database.db, 3);
    expect((await activate(loan.id)).statusCode).toBe(200);
    // Taken in cash today for yesterday (back-dated): today's drawer and today's cash book, in that drawer.
    const payment = await pay(t, officer, loan.id, '3000.00', { paymentDate: addDays(jamaicaToday(), -1) });
    await expectBooksAgree(t, admin);
    const todays = (await call('GET', `/api/reports/cash-book?date=${jamaicaToday()}`, admin)).json<TCashBookResponse>();
    expect(todays.lines.find((l) => l.reference === payment.receiptNumber)?.drawerId).toBe(opened.json<{ id: string }>().id);
    const yesterdays = (await call('GET', `/api/reports/cash-book?date=${addDays(jamaicaToday(), -1)}`, admin)).json<TCashBookResponse>();
    expect(yesterdays.lines.map((l) => l.reference)).not.toContain(payment.receiptNumber);
    const before = await trialBalance();
    const closed = await call('POST', '/api/cash-drawer/close', officer, { countedCash: '7900.00' });
    expect(closed.json()).toEqual({ expected: '8000.00', counted: '7900.00', difference: '-100.00' });
    const tb = await expectBooksAgree(t, admin);
    expect(balanceIn(tb, '5010') - balanceIn(before, '5010')).toBe(10_000);
    const book = (await call('GET', `/api/reports/cash-book?date=${jamaicaToday()}`, admin)).json<TCashBookResponse>();
    expect(book.lines).toContainEqual(expect.objectContaining({ kind: 'drawer_over_short', cashOut: '100.00' }));
  });

  it('the database holds every entry balanced and never changed: one-sided lines fail at commit, updates and deletes are refused', async () => {
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        const [entry] = await tx.insert(journalEntries).values({ entryDate: jamaicaToday(), kind: 'payment_received', reference: 'X', memo: 'x', recordedByName: 'test' }).returning();
        await tx.insert(journalLines).values({ entryId: entry!.id, accountCode: '1000', debit: 100 });
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update journal_lines set debit = debit + 1 where debit > 0`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries`)).rejects.toThrow();
  });

  it('the journal as CSV, and one account with its opening and closing balance', async () => {
    const csv = await call('GET', '/api/books/journal?format=csv', admin);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Date,Entry number,Kind,Reference,Account code,Account name,Debit,Credit,Memo');
    expect(rows.length).toBeGreaterThan(5);
    const today = jamaicaToday();
    const account = (await call('GET', `/api/books/accounts/1000?from=${today}&to=${today}`, admin)).json<TAccountResponse>();
    const moved = account.lines.reduce((s, l) => s + Number(l.debit) - Number(l.credit), 0);
    expect(Number(account.closingBalance)).toBeCloseTo(Number(account.openingBalance) + moved, 2);
    expect((await call('GET', '/api/books/accounts/9999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/books/trial-balance?asOf=2026-02-30', admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/books/journal?from=${today}&to=${addDays(today, -1)}`, admin)).statusCode).toBe(400);
  });

  it('closes months in order: 409 for this month, a future one, one closed, or with an earlier one open; nothing is booked in a closed month', async () => {
    const today = jamaicaToday();
    const thisMonth = today.slice(0, 7);
    const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
    const twoBack = addDays(`${lastMonth}-01`, -1).slice(0, 7);
    const close = (month: string) => call('POST', '/api/books/close-month', admin, { month });
    const notOver = await close(thisMonth);
    expect(notOver.statusCode).toBe(409);
    // Every 4xx says what happened in words and in a stable code (issue 42).
    expect(notOver.json()).toEqual({ message: expect.stringContaining('has not ended yet'), code: 'BOOKS_MONTH_NOT_OVER' });
    expect((await close('2999-01')).statusCode).toBe(409);
    const badMonth = await close('2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toEqual({ message: 'Month must be a calendar month written YYYY-MM.', code: 'VALIDATION_FAILED' });
    // Books that begin this month close last month first; a month before that is not theirs to close.
    expect((await call('GET', '/api/books/months', admin)).json<{ firstOpenMonth: string }>().firstOpenMonth).toBe(lastMonth);
    expect((await close(twoBack)).statusCode).toBe(409);
    // An entry two months back makes that month the books' first: last month must wait for it.
    await t.database.db.transaction((tx) =>
      postEntry(tx, { kind: 'drawer_float', reference: 'Test', memo: 'history', by: SYSTEM_BOOKER, at: new Date(`${twoBack}-15T12:00:00Z`), lines: [{ account: '1000', debit: 1 }, { account: '1000', credit: 1 }] }),
    );
    const early = await close(lastMonth);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: expect.stringContaining(twoBack), code: 'BOOKS_EARLIER_MONTH_OPEN' });
    expect((await close(twoBack)).statusCode).toBe(200);
    expect((await close(twoBack)).statusCode).toBe(409);
    const months = (await call('GET', '/api/books/months', admin)).json<{ firstOpenMonth: string }>();
    expect(months.firstOpenMonth).toBe(lastMonth);
    const refused = t.database.db.transaction((tx) =>
      postEntry(tx, { kind: 'drawer_float', reference: 'Test', memo: 'late', by: SYSTEM_BOOKER, at: new Date(`${twoBack}-20T12:00:00Z`), lines: [{ account: '1000', debit: 1 }, { account: '1000', credit: 1 }] }),
    );
    await expect(refused).rejects.toMatchObject({ status: 409 });
  });
});
