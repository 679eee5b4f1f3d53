import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LIST_MAX_PAGE_SIZE, type TPaymentListResponse } from '@common/contracts/payments';
import { buildPaymentsCsv } from '@/features/payments/utils/payments-csv';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, pay } from './payments.test-support';

// The payments export is built in the browser from GET /api/payments (export-payments-button.tsx):
// text typed into a payment comes back from the route and must reach the file unable to run.
describe.each(PGLITE_ONLY)('the payments CSV export, on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const officer = await t.createUser('loan_officer');
    cookie = await t.signIn(officer.email, officer.password);
  });
  afterAll(() => t.close());

  it('writes typed text that starts like a formula with an apostrophe first, quoted, and amounts as numbers', async () => {
    const loan = await insertLoan(t.database.db);
    const payment = await pay(t, cookie, loan.id, '100.00', { notes: '=HYPERLINK("http://x","y")', paymentReference: '+1 876 555 0100' });
    const res = await t.request({ method: 'GET', url: `/api/payments?page=1&pageSize=${PAYMENT_LIST_MAX_PAGE_SIZE}`, cookie });
    expect(res.statusCode).toBe(200);

    const csv = buildPaymentsCsv(res.json<TPaymentListResponse>().items);
    const line = csv.split('\r\n').find((row) => row.startsWith(`${payment.receiptNumber},`));
    expect(line).toBeDefined();
    expect(line).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`);
    expect(line).toContain(`,"'+1 876 555 0100",`);
    expect(line).toMatch(/,100\.00,/);
  });
});
