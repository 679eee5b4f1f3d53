import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTrialBalanceResponse } from '@common/contracts/books';
import type { TCashBookResponse, TIncomeResponse, TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaInstant, jamaicaNoon } from '@common/jamaica-time';
import { applicationStatusHistory, debtCollectionRecords, pawnItems, payments, pledgeSales, pledgeSurpluses } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { expectBooksAgree } from '../books/books.test-support';
import { bookHistory } from '../books-history';

// The worked examples of docs/operations.md, "The counter's books".

describe.each(BOTH_BACKENDS)('the counter\'s books (issue 34), on %s', (backend) => {
  let t: TTestApp;
  let adminCookie: string;
  let loanA: { id: string; applicationNumber: string };
  let loanB: { id: string; applicationNumber: string };
  let loanC: { id: string; applicationNumber: string };

  const get = (url: string, cookie: string | null = adminCookie) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const pay = (loanApplicationId: string, paymentAmount: string, day: string, extra: { latePaymentCharge?: string; paymentMethod?: string; status?: string } = {}) =>
    t.database.db.insert(payments).values({
      loanApplicationId,
      paymentAmount,
      paymentDate: jamaicaNoon(day),
      // Recorded the day it was made: the books (issue 41) book money on the day it is recorded.
      createdAt: jamaicaNoon(day),
      receiptNumber: `RCT-T-${randomBytes(4).toString('hex')}`,
      processedBy: 'Dana Reid',
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('admin');
    adminCookie = await t.signIn(admin.email, admin.password);
    const db = t.database.db;
    // Loan A: J$10,000.00 at 20% over 4 weeks, J$3,000.00 a week (J$500.00 of it interest), from
    // 1 September 2026; paid out in cash at 10:00 that day; a gold chain appraised at J$15,000.00.
    loanA = await insertApplication(db, {
      status: 'active',
      borrowerName: 'Marcia Campbell',
      startDate: '2026-09-01',
      validFrom: jamaicaInstant('2026-09-01'),
      createdAt: jamaicaInstant('2026-08-31', '15:00'),
      disbursementMethod: 'cash',
      disbursedAt: jamaicaInstant('2026-09-01', '10:00'),
    });
    await db.insert(pawnItems).values({ applicationId: loanA.id, itemNumber: `PI-T-${randomBytes(3).toString('hex')}`, category: 'jewellery', description: 'Gold chain', condition: 'good', appraisedValue: '15000.00' });
    await pay(loanA.id, '4500.00', '2026-09-10');
    await pay(loanA.id, '3000.00', '2026-10-02', { latePaymentCharge: '600.00', paymentMethod: 'bank_transfer' });
    await pay(loanA.id, '999.00', '2026-10-03', { status: 'failed' });
    // Loan B: paid out in cash on 1 August, nothing repaid, written off in collections on 20 October 2026.
    loanB = await insertApplication(db, { status: 'defaulted', createdAt: jamaicaInstant('2026-07-31'), disbursementMethod: 'cash', disbursedAt: jamaicaInstant('2026-08-01', '10:00') });
    await db.insert(debtCollectionRecords).values({ loanApplicationId: loanB.id, outstandingAmount: '12000.00', collectionStatus: 'written_off', resolutionDate: '2026-10-20' });
    // Loan C: approved in August, paid out in cash and active from 25 September, repaid in full on 1 October.
    loanC = await insertApplication(db, { status: 'completed', startDate: '2026-09-25', createdAt: jamaicaInstant('2026-08-01'), disbursementMethod: 'cash', disbursedAt: jamaicaInstant('2026-09-25', '09:00') });
    const move = (fromStatus: string, toStatus: string, at: Date) =>
      db.insert(applicationStatusHistory).values({ applicationId: loanC.id, fromStatus, toStatus, changedByName: 'Dana Reid', createdAt: at });
    await move('submitted', 'approved', jamaicaInstant('2026-08-02'));
    await move('approved', 'active', jamaicaInstant('2026-09-25', '09:00'));
    await pay(loanC.id, '12000.00', '2026-10-01');
    await move('active', 'completed', jamaicaInstant('2026-10-01', '16:00'));
    // The rows were written straight to the tables: the books read them in, as at an upgrade.
    await bookHistory(db);
  });
  afterAll(() => t.close());

  it('are for admins: a guest gets 401, a borrower, it and a loan officer 403', async () => {
    const cookies: [string, number][] = [];
    for (const role of ['borrower', 'it', 'loan_officer'] as const) {
      const user = await t.createUser(role);
      cookies.push([await t.signIn(user.email, user.password), 403]);
    }
    for (const url of ['/api/reports/cash-book', '/api/reports/income', '/api/reports/loan-book', '/api/reports/loan-book?format=csv']) {
      expect((await get(url, null)).statusCode, `${url} guest`).toBe(401);
      for (const [cookie, status] of cookies) expect((await get(url, cookie)).statusCode, url).toBe(status);
    }
  });

  it('income by month: the income and expense accounts as booked, late fees received beside them', async () => {
    const income = await json<TIncomeResponse>('/api/reports/income?from=2026-09-01&to=2026-10-31');
    const zero = { lateFeesReceived: '0.00', lateFeeIncome: '0.00', pledgeSaleIncome: '0.00', unclaimedSurplus: '0.00', costsOfSale: '0.00', cashOverShort: '0.00', pledgeSaleSurplus: '0.00', pledgeSaleShortfall: '0.00', writtenOff: '0.00' };
    // September: loan A's J$4,500.00 carries J$750.00 of interest (a sixth of what it repays).
    // October: A's J$3,000.00 carries J$500.00 and C's J$12,000.00 all its J$2,000.00; A's J$600.00
    // late fee is charged and received; B is written off: its J$10,000.00 principal, never repaid,
    // is the expense, its J$2,000.00 interest never earned leaves Unearned interest and no income.
    expect(income.months).toEqual([
      { month: '2026-09', ...zero, interestEarned: '750.00', netIncome: '750.00' },
      { month: '2026-10', ...zero, interestEarned: '2500.00', lateFeesReceived: '600.00', lateFeeIncome: '600.00', writtenOff: '10000.00', netIncome: '-6900.00' },
    ]);
    expect(income.totals).toMatchObject({ interestEarned: '3250.00', lateFeeIncome: '600.00', writtenOff: '10000.00', netIncome: '-6150.00' });
    // October alone: September's payment was booked in September.
    const october = await json<TIncomeResponse>('/api/reports/income?from=2026-10-01&to=2026-10-31');
    expect(october.months).toHaveLength(1);
    expect(october.totals.interestEarned).toBe('2500.00');
  });

  it('income refuses days that are not days, a reversed range and one over 5 years', async () => {
    for (const query of ['from=2026-13-01', 'to=yesterday', 'from=2026-10-02&to=2026-10-01', 'from=2020-01-01&to=2026-01-01']) {
      const res = await get(`/api/reports/income?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
    expect((await get('/api/reports/cash-book?date=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/reports/loan-book?format=xml')).statusCode).toBe(400);
  });

  it('the loan book on a day: every loan owing then, with principal, interest and late fees outstanding, days past due, collateral', async () => {
    const sept20 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-09-20');
    expect(sept20.loans.find((l) => l.applicationId === loanA.id)).toEqual({
      applicationId: loanA.id,
      applicationNumber: loanA.applicationNumber,
      borrowerName: 'Marcia Campbell',
      principalOutstanding: '6250.00',
      interestOutstanding: '1250.00',
      lateFeesOutstanding: '0.00',
      daysPastDue: 5,
      collateralValue: '15000.00',
    });
    // Loan B is owed from its pay-out on 1 August until it is written off on 20 October.
    const lineOf = (book: TLoanBookResponse, id: string) => book.loans.find((l) => l.applicationId === id);
    expect(sept20.loans).toHaveLength(2);
    expect(lineOf(sept20, loanB.id)).toMatchObject({ principalOutstanding: '10000.00', interestOutstanding: '2000.00', lateFeesOutstanding: '0.00' });
    const oct3 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-10-03');
    expect(oct3.loans.map((l) => [l.applicationNumber, l.principalOutstanding, l.interestOutstanding, l.lateFeesOutstanding]).sort()).toEqual(
      [
        [loanA.applicationNumber, '3750.00', '750.00', '0.00'],
        [loanB.applicationNumber, '10000.00', '2000.00', '0.00'],
      ].sort(),
    );
    expect(lineOf(oct3, loanA.id)?.daysPastDue).toBe(11);
    // Loan C was owed from 25 September to 1 October only.
    const sept28 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-09-28');
    expect(sept28.loans.map((l) => l.applicationNumber).sort()).toEqual([loanA.applicationNumber, loanB.applicationNumber, loanC.applicationNumber].sort());
    expect(lineOf(sept28, loanC.id)).toMatchObject({ principalOutstanding: '10000.00', interestOutstanding: '2000.00', daysPastDue: 0, collateralValue: '0.00' });
    expect(sept28.totals).toEqual({ count: 3, principalOutstanding: '26250.00', interestOutstanding: '5250.00', lateFeesOutstanding: '0.00', collateralValue: '15000.00' });
    expect((await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-10-25')).loans.map((l) => l.applicationId)).not.toContain(loanB.id);
    expect((await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-07-15')).loans).toEqual([]);
  });

  it('the cash book of a day: each movement with its kind and method, totals by method, outside a drawer', async () => {
    const paidOut = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-09-01');
    expect(paidOut.lines).toEqual([
      {
        at: jamaicaInstant('2026-09-01', '10:00').toISOString(),
        kind: 'loan_paid_out',
        reference: loanA.applicationNumber,
        applicationNumber: loanA.applicationNumber,
        borrowerName: 'Marcia Campbell',
        method: 'cash',
        cashIn: '0.00',
        cashOut: '10000.00',
        // Read in from before the books, with no staff member recorded: booked by Pawnbook.
        recordedBy: 'Pawnbook',
        drawerId: null,
      },
    ]);
    expect(paidOut.totals).toEqual({ cashIn: '0.00', cashOut: '10000.00', byMethod: { cash: { cashIn: '0.00', cashOut: '10000.00' } }, outsideDrawers: { cashIn: '0.00', cashOut: '10000.00' } });
    const oct2 = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-10-02');
    expect(oct2.lines.map((l) => [l.kind, l.method, l.cashIn, l.recordedBy]).sort()).toEqual([
      ['late_fee_received', 'bank_transfer', '600.00', 'Dana Reid'],
      ['payment_received', 'bank_transfer', '3000.00', 'Dana Reid'],
    ]);
    expect(oct2.totals.byMethod).toEqual({ bank_transfer: { cashIn: '3600.00', cashOut: '0.00' } });
    expect(oct2.totals.outsideDrawers).toEqual({ cashIn: '0.00', cashOut: '0.00' });
    expect(oct2.drawers).toEqual([]);
    // The failed payment moved no money.
    expect((await json<TCashBookResponse>('/api/reports/cash-book?date=2026-10-03')).lines).toEqual([]);
  });

  it('pledge sales (issue 32): proceeds and surplus paid out in the cash book; recoveries, costs and shortfall in income, the surplus beside it', async () => {
    const db = t.database.db;
    // Two loans of J$10,000.00 at 20%, paid out on 1 June, each repaid J$6,000.00 on 10 July: each
    // still owes J$6,000.00 (J$5,000.00 principal, J$1,000.00 interest, a sixth) when its pledge is sold.
    const paidOutJune = { status: 'defaulted', createdAt: jamaicaInstant('2026-05-31'), disbursementMethod: 'cash', disbursedAt: jamaicaInstant('2026-06-01', '10:00') };
    const sold = await insertApplication(db, { ...paidOutJune, borrowerName: 'Sold Pledge' });
    const short = await insertApplication(db, paidOutJune);
    await pay(sold.id, '6000.00', '2026-07-10');
    await pay(short.id, '6000.00', '2026-07-10');
    const sale = (applicationId: string, saleDate: string, figures: { salePrice: string; saleCosts: string; amountOwed: string; surplus: string; shortfall: string }) =>
      db
        .insert(pledgeSales)
        .values({ applicationId, ticketNumber: `PT-T-${randomBytes(3).toString('hex')}`, saleDate, method: 'auction', buyerName: 'A Buyer', recordedByName: 'Dana Reid', createdAt: jamaicaInstant(saleDate, '11:00'), ...figures })
        .returning();
    // Sold for J$9,000.00 less J$500.00 of costs: J$6,000.00 recovers the loan, J$2,500.00 is the pawner's.
    const [first] = await sale(sold.id, '2026-08-20', { salePrice: '9000.00', saleCosts: '500.00', amountOwed: '6000.00', surplus: '2500.00', shortfall: '0.00' });
    // Sold for J$4,000.00: it recovers J$4,000.00 of principal; J$1,000.00 of principal is lost and the J$1,000.00 of interest is never earned.
    await sale(short.id, '2026-08-25', { salePrice: '4000.00', saleCosts: '0.00', amountOwed: '6000.00', surplus: '0.00', shortfall: '2000.00' });
    await db.insert(pledgeSurpluses).values({
      saleId: first!.id,
      amount: '2500.00',
      claimableUntil: '2029-08-20',
      status: 'paid',
      paidAt: jamaicaInstant('2026-08-27', '14:30'),
      paidTo: 'Sold Pledge',
      method: 'cheque',
      receiptNumber: 'SR-2026-000001',
      paidByName: 'Dana Reid',
    });
    // A third sold on 26 August left J$1,000.00 owed to its pawner, claimable (here) until 31 August and
    // never claimed: from 1 September the shop owes it no more, and it is income.
    const unclaimed = await insertApplication(db, paidOutJune);
    await pay(unclaimed.id, '6000.00', '2026-07-10');
    const [third] = await sale(unclaimed.id, '2026-08-26', { salePrice: '7000.00', saleCosts: '0.00', amountOwed: '6000.00', surplus: '1000.00', shortfall: '0.00' });
    await db.insert(pledgeSurpluses).values({ saleId: third!.id, amount: '1000.00', claimableUntil: '2026-08-31', status: 'owed' });
    // The upgrade read every event in once: a second read books nothing, and every report agrees with the books.
    await bookHistory(db);
    expect(await bookHistory(db)).toBe(0);
    await expectBooksAgree(t, adminCookie);
    const saleDay = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-08-20');
    expect(saleDay.lines.map((l) => [l.kind, l.method, l.cashIn, l.cashOut, l.borrowerName, l.drawerId])).toEqual([['pledge_sale_proceeds', 'cash', '8500.00', '0.00', 'Sold Pledge', null]]);
    expect(saleDay.totals.outsideDrawers).toEqual({ cashIn: '8500.00', cashOut: '0.00' });
    const paidDay = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-08-27');
    expect(paidDay.lines.map((l) => [l.kind, l.reference, l.method, l.cashOut])).toEqual([['surplus_paid_out', 'SR-2026-000001', 'cheque', '2500.00']]);
    const august = await json<TIncomeResponse>('/api/reports/income?from=2026-08-01&to=2026-08-31');
    expect(august.totals).toEqual({
      interestEarned: '0.00',
      lateFeesReceived: '0.00',
      lateFeeIncome: '0.00',
      // The first and third sales' J$1,000.00 of interest recovered each, and the J$500.00 of costs the first's price paid.
      pledgeSaleIncome: '2500.00',
      unclaimedSurplus: '0.00',
      costsOfSale: '500.00',
      cashOverShort: '0.00',
      pledgeSaleSurplus: '3500.00',
      pledgeSaleShortfall: '1000.00',
      writtenOff: '1000.00',
      netIncome: '1000.00',
    });
    const september = await json<TIncomeResponse>('/api/reports/income?from=2026-09-01&to=2026-09-30');
    expect(september.totals).toMatchObject({ unclaimedSurplus: '1000.00', interestEarned: '750.00', netIncome: '1750.00' });
    const surplusOwed = await json<TTrialBalanceResponse>('/api/books/trial-balance?asOf=2026-09-01');
    expect(surplusOwed.accounts.find((a) => a.code === '2100')?.balance).toBe('0.00');
  });

  it('answers the same reports as CSV for a spreadsheet and as a PDF', async () => {
    const csv = await get('/api/reports/loan-book?asOf=2026-09-20&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="loan-book-2026-09-20.csv"');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Application,Borrower,Principal outstanding,Interest outstanding,Late fees outstanding,Days past due,Collateral value');
    expect(rows).toContain(`${loanA.applicationNumber},Marcia Campbell,6250.00,1250.00,0.00,5,15000.00`);
    expect(rows.at(-1)).toBe('Total,,16250.00,3250.00,0.00,,15000.00');
    const incomeCsv = await get('/api/reports/income?from=2026-09-01&to=2026-10-31&format=csv');
    expect(incomeCsv.body).toContain('Month,Interest earned,Late fee income,Pledge sale income,Unclaimed surplus,Costs of sale,Cash over/short,Written off,Net income');
    expect(incomeCsv.body).toContain('2026-10,2500.00,600.00,0.00,0.00,0.00,0.00,10000.00,-6900.00');
    const bookCsv = await get('/api/reports/cash-book?date=2026-09-01&format=csv');
    expect(bookCsv.body).toContain(`10:00,Loan paid out,${loanA.applicationNumber},${loanA.applicationNumber},Marcia Campbell,Cash,0.00,10000.00,Pawnbook,Outside a drawer`);

    for (const url of ['/api/reports/cash-book?date=2026-09-01&format=pdf', '/api/reports/income?from=2026-09-01&to=2026-10-31&format=pdf', '/api/reports/loan-book?asOf=2026-09-20&format=pdf']) {
      const pdf = await get(url);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const loanBookPdf = await get('/api/reports/loan-book?asOf=2026-09-20&format=pdf');
    const file = path.join(os.tmpdir(), `loan-book-${randomBytes(4).toString('hex')}.pdf`);
    writeFileSync(file, loanBookPdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Loan book');
    expect(text).toContain(loanA.applicationNumber);
    expect(text).toContain('J$6,250.00');
    // The headings print as headings (a long one wraps under itself), never as money.
    const heading = text.split('\n').find((line) => line.startsWith('Application'))!;
    expect(heading).toMatch(/Principal outstanding\s+Interest outstanding\s+Late fees\s+Days past due\s+Collateral value/);
    expect(heading).not.toContain('J$');
  });
});
