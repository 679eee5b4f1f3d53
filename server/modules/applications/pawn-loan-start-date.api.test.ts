import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { addDays } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import type { TRole } from '@common/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { scheduleOf } from '../payments/payments.test-support';
import { auditRowsOf, insertApplication, readApplication } from './pawn-loan-review.test-support';

describe.each(PGLITE_ONLY)('the start date staff confirm with PATCH /api/pawn-loans/{id}/status, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const today = () => jamaicaToday();
  const patch = (id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload, cookie: staff.get('admin')!.cookie });
  const dueDates = async (id: string) => (await scheduleOf(t.database.db, id)).map((r) => r.dueDate);

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('starts an approved loan today by default, whatever the applicant proposed', async () => {
    // The applicant back-dated "valid from" by 30 days: the loan would be overdue at once.
    const loan = await insertApplication(t.database.db, { validFrom: new Date(Date.now() - 30 * 86_400_000) });
    const res = await patch(loan.id, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TPawnLoanListItem>()).toMatchObject({ startDate: today(), startDateReason: null });
    expect(await dueDates(loan.id)).toEqual([7, 14, 21, 28].map((d) => addDays(today(), d)));
  });

  it('builds the schedule from a back-dated start with its reason, audited', async () => {
    const loan = await insertApplication(t.database.db, { status: 'approved' });
    const start = addDays(today(), -10);
    const refused = await patch(loan.id, { status: 'active', startDate: start });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'A start date in the past needs a reason (for example, the loan was paid out on paper that day).' });
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('approved');

    const res = await patch(loan.id, { status: 'active', startDate: start, startDateReason: 'Paid out on paper at the counter' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TPawnLoanListItem>()).toMatchObject({ status: 'active', startDate: start, startDateReason: 'Paid out on paper at the counter' });
    expect(await dueDates(loan.id)).toEqual([7, 14, 21, 28].map((d) => addDays(start, d)));
    const [audit] = await auditRowsOf(t.database.db, loan.id, 'application.status');
    expect(audit?.summary).toMatchObject({ after: { status: 'active' }, startDate: start, startDateReason: 'Paid out on paper at the counter' });

    // The ledger follows: the instalment due 3 days ago is overdue now.
    const ledger = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/ledger`, cookie: staff.get('admin')!.cookie });
    expect(ledger.json<{ totals: { isOverdue: boolean; overdueInstalments: number } }>().totals).toMatchObject({ isOverdue: true, overdueInstalments: 1 });
  });

  it('keeps the start an approval confirmed when the loan is activated without one', async () => {
    const loan = await insertApplication(t.database.db);
    const start = addDays(today(), 3);
    expect((await patch(loan.id, { status: 'approved', startDate: start })).statusCode).toBe(200);
    const res = await patch(loan.id, { status: 'active' });
    expect(res.json<TPawnLoanListItem>()).toMatchObject({ status: 'active', startDate: start });
    expect((await dueDates(loan.id))[0]).toBe(addDays(start, 7));
  });

  it('refuses a start date with other moves, an impossible day and one too far ahead', async () => {
    const loan = await insertApplication(t.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'reviewed', startDate: today() }, 'A start date can only be given when a loan is approved or made active.'],
      [{ status: 'approved', startDate: '2026-02-30' }, 'Start date must be a calendar date written YYYY-MM-DD.'],
      [{ status: 'approved', startDate: '24/11/2026' }, 'Start date must be a calendar date written YYYY-MM-DD.'],
      [{ status: 'approved', startDate: addDays(today(), 31) }, 'The start date can be at most 30 days from today.'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(loan.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect((await readApplication(t.database.db, loan.id))?.status).toBe('submitted');
  });
});
