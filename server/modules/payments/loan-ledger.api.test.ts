import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FREQUENCIES } from '@common/application-status';
import { quoteLoan } from '@common/calculator';
import { jamaicaInstant, jamaicaNoon } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { centsToDecimalString } from '@common/money';
import { rowsOf } from '../../db/client';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { changePaymentFrequency, changeStatus } from '../applications/pawn-loan-review.service';
import { historyOf, insertApplication, readApplication } from '../applications/pawn-loan-review.test-support';
import type { TSessionUser } from '../../lib/session-user';
import { ensureSchedules } from '../loans';
import { getLoanLedger } from './payments-read.service';
import { recordPayment, type TStaff } from './payments.service';
import { scheduleOf, sessionUserOf } from './payments.test-support';

const START = '2025-01-01';
// Noon in Jamaica on a given day: "today" for the services under test.
const at = (day: string) => () => jamaicaNoon(day);

describe.each(PGLITE_ONLY)('the loan ledger, cents-exact, on %s', (backend) => {
  let t: TTestApp;
  let admin: TSessionUser;
  let staff: TStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await t.createUser('admin');
    admin = await sessionUserOf(t.database.db, user.id);
    staff = { user: admin, ip: '127.0.0.1' };
  });
  afterAll(() => t.close());

  /** A submitted loan with the calculator's own figures, approved through the review service. */
  async function approvedLoan(principalCents: number, ratePercent: number, weeks: number, frequency = 'weekly') {
    const quote = quoteLoan({ principalCents, ratePercent, weeks });
    const { id } = await insertApplication(t.database.db, {
      loanAmount: centsToDecimalString(principalCents),
      interestRate: ratePercent.toFixed(2),
      termWeeks: weeks,
      weeklyInstalment: centsToDecimalString(quote.weeklyPaymentCents),
      totalAmount: centsToDecimalString(quote.totalAmountCents),
      totalRepayment: centsToDecimalString(quote.totalAmountCents),
      paymentFrequency: frequency,
      validFrom: jamaicaInstant(START, '09:00'),
      status: 'submitted',
    });
    // Staff confirm the start (a past day, so with its reason): the schedule counts from it.
    await changeStatus(t.database.db, { id, body: { status: 'approved', startDate: START, startDateReason: 'Paid out on paper' }, reviewer: staff });
    return { id, quote };
  }

  it('builds, at approval, a schedule that adds up to the total exactly: every term of 1 to 52 weeks, 20% and 40%, all three frequencies', async () => {
    const expected = new Map<string, { total: string; principal: string; count: number; lastDue: string }>();
    for (let weeks = 1; weeks <= 52; weeks += 1) {
      for (const rate of [20, 40]) {
        // 1,000.07 + weeks x 13.13: amounts that rarely divide evenly by the term.
        const principal = 1_000_07 + weeks * 13_13;
        for (const frequency of PAYMENT_FREQUENCIES) {
          const { id, quote } = await approvedLoan(principal, rate, weeks, frequency);
          const group = { weekly: 1, 'bi-weekly': 2, monthly: 4 }[frequency];
          expected.set(id, {
            total: centsToDecimalString(quote.totalAmountCents),
            principal: centsToDecimalString(principal),
            count: Math.ceil(weeks / group),
            lastDue: addDays(START, weeks * 7),
          });
        }
      }
    }
    // Summed by PostgreSQL over numeric(12,2): no JavaScript float in the check.
    const result = await t.database.db.execute(sql`
      select application_id as id, sum(payment_amount)::text as total, sum(principal_amount)::text as principal,
        count(*)::int as count, max(due_date)::text as "lastDue",
        bool_and(status = 'pending') as pending,
        min(remaining_balance) filter (where payment_number = (select max(payment_number) from loan_payments l2 where l2.application_id = loan_payments.application_id))::text as "lastBalance"
      from loan_payments group by application_id`);
    const rows = new Map(rowsOf<{ id: string; total: string; principal: string; count: number; lastDue: string; pending: boolean; lastBalance: string }>(result).map((r) => [r.id, r]));
    expect(expected.size).toBe(52 * 2 * 3);
    for (const [id, want] of expected) {
      expect(rows.get(id), id).toEqual({ id, ...want, pending: true, lastBalance: '0.00' });
    }
  });

  it('completes the loan when every instalment is paid on its due day, marking each paid on that day', async () => {
    for (const weeks of [1, 5, 13, 52]) {
      for (const rate of [20, 40]) {
        for (const frequency of PAYMENT_FREQUENCIES) {
          const { id, quote } = await approvedLoan(7_777_77, rate, weeks, frequency);
          const schedule = await scheduleOf(t.database.db, id);
          let owed = quote.totalAmountCents;
          for (const row of schedule) {
            const before = await readApplication(t.database.db, id);
            expect(before?.status, `${weeks}w ${frequency}`).toBe(row.paymentNumber === 1 ? 'approved' : 'active');
            const { payment } = await recordPayment(
              { db: t.database.db, now: at(row.dueDate) },
              { body: { loanApplicationId: id, paymentAmount: row.paymentAmount, paymentDate: row.dueDate }, headerKey: undefined, staff },
            );
            owed -= Math.round(Number(row.paymentAmount) * 100);
            expect(payment.balanceAfter).toBe(centsToDecimalString(owed));
          }
          const after = await scheduleOf(t.database.db, id);
          expect(after.map((r) => [r.status, r.paidDate])).toEqual(schedule.map((r) => ['paid', r.dueDate]));
          expect((await readApplication(t.database.db, id))?.status).toBe('completed');
          const history = await historyOf(t.database.db, id);
          expect(history.map((h) => h.toStatus)).toEqual(['approved', 'active', 'completed']);
          expect(history.at(-1)?.notes).toMatch(/^Paid in full \(RCT-2025-\d{6}\)$/);
        }
      }
    }
  });

  it('counts partial payments and what is overdue on a given day', async () => {
    // 10,000.00 at 20% over 4 weeks: 3,000.00 due 08/01, 15/01, 22/01, 29/01.
    const { id } = await approvedLoan(10_000_00, 20, 4);
    const deps = (day: string) => ({ db: t.database.db, now: at(day) });
    const record = (day: string, amount: string, late = '0') =>
      recordPayment(deps(day), { body: { loanApplicationId: id, paymentAmount: amount, latePaymentCharge: late, paymentDate: day }, headerKey: undefined, staff });

    expect((await getLoanLedger(deps('2025-01-08'), id)).totals).toMatchObject({ isOverdue: false, overdueAmount: '0.00', nextDueDate: '2025-01-08', nextDueAmount: '3000.00' });
    const onTheNinth = await getLoanLedger(deps('2025-01-09'), id);
    expect(onTheNinth.totals).toMatchObject({ isOverdue: true, overdueAmount: '3000.00', overdueInstalments: 1, lateFee: '600.00', lateFeesDue: '600.00', paymentAmount: '3000.00' });

    await record('2025-01-10', '4000.50', '600');
    const later = await getLoanLedger(deps('2025-01-16'), id);
    expect(later.totals).toMatchObject({
      totalDue: '12000.00',
      paid: '4000.50',
      outstanding: '7999.50',
      overdueAmount: '1999.50',
      overdueInstalments: 1,
      nextDueDate: '2025-01-15',
      nextDueAmount: '1999.50',
      lateChargesPaid: '600.00',
    });
    expect(later.schedule.map((r) => [r.status, r.amountPaid, r.paidDate, r.isOverdue])).toEqual([
      ['paid', '3000.00', '2025-01-10', false],
      ['partially_paid', '1000.50', null, true],
      ['pending', '0.00', null, false],
      ['pending', '0.00', null, false],
    ]);
    expect(later.payments.map((p) => [p.paymentAmount, p.latePaymentCharge, p.balanceAfter])).toEqual([['4000.50', '600.00', '7999.50']]);

    await record('2025-01-16', '1999.50', '600');
    expect((await getLoanLedger(deps('2025-01-16'), id)).totals).toMatchObject({ isOverdue: false, overdueAmount: '0.00', lateFeesDue: '0.00', nextDueDate: '2025-01-22', nextDueAmount: '3000.00' });
    // A week after the end, nothing more paid: the last two are overdue.
    expect((await getLoanLedger(deps('2025-02-05'), id)).totals).toMatchObject({ overdueAmount: '6000.00', overdueInstalments: 2, lateFeesDue: '1200.00' });
  });

  it('regroups the schedule when the frequency changes, re-applying what was paid', async () => {
    const { id } = await approvedLoan(10_000_00, 20, 6);
    await recordPayment({ db: t.database.db, now: at('2025-01-09') }, { body: { loanApplicationId: id, paymentAmount: '2500', paymentDate: '2025-01-09' }, headerKey: undefined, staff });
    expect((await scheduleOf(t.database.db, id)).map((r) => r.paymentAmount)).toEqual(Array(6).fill('2000.00'));
    await changePaymentFrequency(t.database.db, { id, body: { paymentFrequency: 'monthly' }, reviewer: staff });
    expect((await scheduleOf(t.database.db, id)).map((r) => [r.paymentAmount, r.dueDate, r.status])).toEqual([
      ['8000.00', '2025-01-29', 'partially_paid'],
      ['4000.00', '2025-02-12', 'pending'],
    ]);
  });

  it('builds the schedule of a loan approved before schedules existed on first need, once, even when asked twice at once', async () => {
    const { id } = await insertApplication(t.database.db, { status: 'active', validFrom: jamaicaInstant(START, '09:00'), paymentFrequency: 'bi-weekly' });
    expect(await scheduleOf(t.database.db, id)).toEqual([]);
    const loan = (await readApplication(t.database.db, id))!;
    await Promise.all([ensureSchedules(t.database.db, [loan]), ensureSchedules(t.database.db, [loan])]);
    const ledger = await getLoanLedger({ db: t.database.db, now: at('2025-01-02') }, id);
    expect(ledger.schedule.map((r) => [r.paymentNumber, r.paymentAmount, r.dueDate])).toEqual([
      [1, '6000.00', '2025-01-15'],
      [2, '6000.00', '2025-01-29'],
    ]);
    expect(await scheduleOf(t.database.db, id)).toHaveLength(2);
  });
});
