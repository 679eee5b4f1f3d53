import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashBookResponse, TIncomeResponse, TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaInstant, jamaicaNoon } from '@common/jamaica-time';
import { applicationStatusHistory, debtCollectionRecords, pawnItems, payments, pledgeSales, pledgeSurpluses } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertApplication } from '../applications/pawn-loan-review.test-support';

// The worked examples of docs/operations.md, "The counter's books".

describe.each(BOTH_BACKENDS)('the counter\'s books (issue 34), on %s', (backend) => {
  let t: TTestApp;
  let adminCookie: string;
  let loanA: { id: string; applicationNumber: string };
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
    // Loan B: written off in collections on 20 October 2026 owing J$7,000.00.
    const loanB = await insertApplication(db, { status: 'defaulted', createdAt: jamaicaInstant('2026-08-01') });
    await db.insert(debtCollectionRecords).values({ loanApplicationId: loanB.id, outstandingAmount: '7000.00', collectionStatus: 'written_off', resolutionDate: '2026-10-20' });
    // Loan C: approved in August, active from 25 September, completed on 1 October.
    loanC = await insertApplication(db, { status: 'completed', startDate: '2026-09-25', createdAt: jamaicaInstant('2026-08-01') });
    const move = (fromStatus: string, toStatus: string, at: Date) =>
      db.insert(applicationStatusHistory).values({ applicationId: loanC.id, fromStatus, toStatus, changedByName: 'Dana Reid', createdAt: at });
    await move('submitted', 'approved', jamaicaInstant('2026-08-02'));
    await move('approved', 'active', jamaicaInstant('2026-09-25', '09:00'));
    await move('active', 'completed', jamaicaInstant('2026-10-01', '16:00'));
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

  it('income by month: the interest part of each payment as the ledger pours it, late fees, write-offs', async () => {
    const income = await json<TIncomeResponse>('/api/reports/income?from=2026-09-01&to=2026-10-31');
    const zero = { pledgeSaleSurplus: '0.00', pledgeSaleShortfall: '0.00' };
    expect(income.months).toEqual([
      { month: '2026-09', interestEarned: '750.00', lateFeesReceived: '0.00', writtenOff: '0.00', ...zero },
      { month: '2026-10', interestEarned: '500.00', lateFeesReceived: '600.00', writtenOff: '7000.00', ...zero },
    ]);
    expect(income.totals).toEqual({ interestEarned: '1250.00', lateFeesReceived: '600.00', writtenOff: '7000.00', ...zero });
    // October alone: September's payment still fills the first instalment and a half.
    const october = await json<TIncomeResponse>('/api/reports/income?from=2026-10-01&to=2026-10-31');
    expect(october.months).toHaveLength(1);
    expect(october.totals.interestEarned).toBe('500.00');
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

  it('the loan book on a day: open loans with principal and interest outstanding then, days past due, collateral', async () => {
    const sept20 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-09-20');
    expect(sept20.loans).toEqual([
      {
        applicationId: loanA.id,
        applicationNumber: loanA.applicationNumber,
        borrowerName: 'Marcia Campbell',
        principalOutstanding: '6250.00',
        interestOutstanding: '1250.00',
        daysPastDue: 5,
        collateralValue: '15000.00',
      },
    ]);
    const oct3 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-10-03');
    expect(oct3.loans.map((l) => [l.applicationNumber, l.principalOutstanding, l.interestOutstanding, l.daysPastDue])).toEqual([[loanA.applicationNumber, '3750.00', '750.00', 11]]);
    // Loan C was active from 25 September to 1 October only.
    const sept28 = await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-09-28');
    expect(sept28.loans.map((l) => l.applicationNumber).sort()).toEqual([loanA.applicationNumber, loanC.applicationNumber].sort());
    expect(sept28.loans.find((l) => l.applicationId === loanC.id)).toMatchObject({ principalOutstanding: '10000.00', interestOutstanding: '2000.00', daysPastDue: 0, collateralValue: '0.00' });
    expect(sept28.totals).toEqual({ count: 2, principalOutstanding: '16250.00', interestOutstanding: '3250.00', collateralValue: '15000.00' });
    expect((await json<TLoanBookResponse>('/api/reports/loan-book?asOf=2026-08-15')).loans).toEqual([]);
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
        recordedBy: '',
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

  it('pledge sales (issue 32): proceeds and surplus paid out in the cash book, surplus and shortfall in income', async () => {
    const db = t.database.db;
    const sold = await insertApplication(db, { status: 'defaulted', borrowerName: 'Sold Pledge', createdAt: jamaicaInstant('2026-06-01') });
    const short = await insertApplication(db, { status: 'defaulted', createdAt: jamaicaInstant('2026-06-01') });
    const sale = (applicationId: string, saleDate: string, figures: { salePrice: string; saleCosts: string; amountOwed: string; surplus: string; shortfall: string }) =>
      db
        .insert(pledgeSales)
        .values({ applicationId, ticketNumber: `PT-T-${randomBytes(3).toString('hex')}`, saleDate, method: 'auction', buyerName: 'A Buyer', recordedByName: 'Dana Reid', createdAt: jamaicaInstant(saleDate, '11:00'), ...figures })
        .returning();
    const [first] = await sale(sold.id, '2026-08-20', { salePrice: '9000.00', saleCosts: '500.00', amountOwed: '7000.00', surplus: '1500.00', shortfall: '0.00' });
    await sale(short.id, '2026-08-25', { salePrice: '3000.00', saleCosts: '0.00', amountOwed: '3700.00', surplus: '0.00', shortfall: '700.00' });
    await db.insert(pledgeSurpluses).values({
      saleId: first!.id,
      amount: '1500.00',
      claimableUntil: '2029-08-20',
      status: 'paid',
      paidAt: jamaicaInstant('2026-08-27', '14:30'),
      paidTo: 'Sold Pledge',
      method: 'cheque',
      receiptNumber: 'SR-2026-000001',
      paidByName: 'Dana Reid',
    });
    const saleDay = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-08-20');
    expect(saleDay.lines.map((l) => [l.kind, l.method, l.cashIn, l.cashOut, l.borrowerName, l.drawerId])).toEqual([['pledge_sale_proceeds', 'cash', '8500.00', '0.00', 'Sold Pledge', null]]);
    expect(saleDay.totals.outsideDrawers).toEqual({ cashIn: '8500.00', cashOut: '0.00' });
    const paidDay = await json<TCashBookResponse>('/api/reports/cash-book?date=2026-08-27');
    expect(paidDay.lines.map((l) => [l.kind, l.reference, l.method, l.cashOut])).toEqual([['surplus_paid_out', 'SR-2026-000001', 'cheque', '1500.00']]);
    const august = await json<TIncomeResponse>('/api/reports/income?from=2026-08-01&to=2026-08-31');
    expect(august.totals).toEqual({ interestEarned: '0.00', lateFeesReceived: '0.00', pledgeSaleSurplus: '1500.00', pledgeSaleShortfall: '700.00', writtenOff: '700.00' });
  });

  it('answers the same reports as CSV for a spreadsheet and as a PDF', async () => {
    const csv = await get('/api/reports/loan-book?asOf=2026-09-20&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="loan-book-2026-09-20.csv"');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Application,Borrower,Principal outstanding,Interest outstanding,Days past due,Collateral value');
    expect(rows[1]).toBe(`${loanA.applicationNumber},Marcia Campbell,6250.00,1250.00,5,15000.00`);
    expect(rows[2]).toBe('Total,,6250.00,1250.00,,15000.00');
    const incomeCsv = await get('/api/reports/income?from=2026-09-01&to=2026-10-31&format=csv');
    expect(incomeCsv.body).toContain('2026-10,500.00,600.00,0.00,0.00,7000.00');
    const bookCsv = await get('/api/reports/cash-book?date=2026-09-01&format=csv');
    expect(bookCsv.body).toContain(`10:00,Loan paid out,${loanA.applicationNumber},${loanA.applicationNumber},Marcia Campbell,Cash,0.00,10000.00,,Outside a drawer`);

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
    expect(text).toMatch(/Principal outstanding\s+Interest outstanding\s+Days past due\s+Collateral value/);
    expect(text).not.toContain('J$0.00');
  });
});
