import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerLoansResponse } from '@common/contracts/dashboard';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaDayOf, jamaicaInstant, jamaicaToday } from '@common/jamaica-time';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-read';
import { scheduleOf } from '../payments/payments.test-support';
import { insertApplication } from './pawn-loan-review.test-support';

// Issue 30 item 5: a loan ends on its last instalment's due date, on every surface, whatever the
// applicant proposed and whatever start date staff confirm.
describe.each(PGLITE_ONLY)('the end date of a loan approved with a past start date, on %s', (backend) => {
  let t: TTestApp;
  let admin: string;
  let borrower: { email: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
    const b = await t.createUser('borrower');
    borrower = { email: b.email, cookie: await t.signIn(b.email, b.password) };
  });
  afterAll(() => t.close());

  it('is the last instalment in the approval answer, the agreement PDF, the list and the borrower answer', async () => {
    const today = jamaicaToday();
    // The applicant proposed a loan from today to 12 weeks on: the agreement said so before approval.
    const proposedEnd = addDays(today, 84);
    // The agreement's address takes upper-case application numbers, as the real ones are.
    const applicationNumber = `PL-2026-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const loan = await insertApplication(t.database.db, {
      applicationNumber,
      borrowerEmail: borrower.email,
      validFrom: jamaicaInstant(today),
      endingOn: jamaicaInstant(proposedEnd),
    });
    const start = addDays(today, -20);
    const approved = await t.request({
      method: 'PATCH',
      url: `/api/pawn-loans/${loan.id}/status`,
      payload: { status: 'approved', startDate: start, startDateReason: 'Paid out on paper at the counter' },
      cookie: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const schedule = await scheduleOf(t.database.db, loan.id);
    const lastDue = schedule.at(-1)!.dueDate;
    expect(lastDue).toBe(addDays(start, 28));
    expect(lastDue).not.toBe(proposedEnd);

    const item = approved.json<TPawnLoanListItem>();
    expect(jamaicaDayOf(new Date(item.endingOn!))).toBe(lastDue);

    const pdf = await t.request({ method: 'GET', url: `/api/pawn-loans/${applicationNumber}/agreement`, cookie: admin });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`Ending on\\s+${formatDayFirst(lastDue)}`));
    expect(text).not.toContain(formatDayFirst(proposedEnd));

    const detail = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}`, cookie: admin });
    expect(jamaicaDayOf(new Date(detail.json<{ application: TPawnLoanListItem }>().application.endingOn!))).toBe(lastDue);

    const own = await t.request({ method: 'GET', url: '/api/borrower/loans', cookie: borrower.cookie });
    expect(own.statusCode).toBe(200);
    const mine = own.json<TBorrowerLoansResponse>().loans.find((l) => l.id === loan.id);
    expect(mine?.endingOn).toBeTruthy();
    expect(jamaicaDayOf(new Date(mine!.endingOn!))).toBe(lastDue);
  });

  it('stays the last instalment when a 6-week loan is regrouped monthly (a short last group ends it)', async () => {
    const loan = await insertApplication(t.database.db, { termWeeks: 6, weeklyInstalment: '2000.00', totalAmount: '12000.00', totalRepayment: '12000.00' });
    expect((await t.request({ method: 'PATCH', url: `/api/pawn-loans/${loan.id}/status`, payload: { status: 'approved' }, cookie: admin })).statusCode).toBe(200);
    const changed = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${loan.id}/payment-frequency`, payload: { paymentFrequency: 'monthly' }, cookie: admin });
    expect(changed.statusCode, changed.body).toBe(200);
    const schedule = await scheduleOf(t.database.db, loan.id);
    expect(schedule.map((r) => r.dueDate)).toEqual([addDays(jamaicaToday(), 28), addDays(jamaicaToday(), 42)]);
    expect(jamaicaDayOf(new Date(changed.json<TPawnLoanListItem>().endingOn!))).toBe(addDays(jamaicaToday(), 42));
  });
});
