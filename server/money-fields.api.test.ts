import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAWN_LOAN_MESSAGES } from '@common/contracts/pawn-loans';
import { jamaicaToday } from '@common/jamaica-time';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from './modules/collections/collections.test-support';
import { uploadDocuments, validPayload } from './modules/applications/pawn-loans.test-support';
import { insertLoan } from './modules/payments/payments.test-support';
import { createTestApp, PGLITE_ONLY, type TTestApp } from './test/test-app';

// Every money field has one ceiling, J$10,000,000.00: above it the request is refused with the
// field named (never the database's numeric overflow), at it the amount is taken where the business
// allows that much.
const TOO_LARGE = ['99999999999.99', '10000000.01'];
const LOAN_RANGE = 'Loan amount must be between J$100.00 and J$10,000,000.00';
// A J$10,000,000.00 loan owing J$12,000,000.00: room for a payment of the ceiling.
const BIG_LOAN = { loanAmount: '10000000.00', weeklyInstalment: '3000000.00', totalAmount: '12000000.00', totalRepayment: '12000000.00' };

type TField = {
  route: string;
  field: string;
  message: string;
  /** A request whose only fault is the amount; `{}` when the field is absent. */
  send: (amount: string | number) => Promise<{ statusCode: number; body: string; json: <T>() => T }>;
  /** The status of the request with J$10,000,000.00, where the business takes that amount. */
  acceptedAt?: number;
};

describe.each(PGLITE_ONLY)('money fields refuse amounts above the one ceiling with the field named, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  const fields: TField[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
    const post = (url: string, payload: Record<string, unknown>, cookie?: string) => t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });

    const { paths, cookie: guest } = await uploadDocuments(t);
    // J$10,000,000.00 at 40% over one week: the client's computed totals go above the ceiling, as they may.
    const application = (extra: Record<string, unknown>) =>
      validPayload(paths, { interestRate: 40, termWeeks: 1, weeklyInstalment: '14000000.00', totalAmount: '14000000.00', totalRepayment: '14000000.00', ...extra });

    const payable = await insertLoan(t.database.db, BIG_LOAN);
    const overdue = await loanStartedDaysAgo(t.database.db, 9, BIG_LOAN);
    await findOverdueRequest(t, officer);
    const collection = await caseOfLoan(t, officer, overdue.id);
    const promise = (promisedAmount: string | number) => ({ contactMethod: 'phone', outcome: 'promised_to_pay', promisedAmount, promisedDate: jamaicaToday() });

    fields.push(
      {
        route: 'POST /api/calculator',
        field: 'loanAmount',
        message: LOAN_RANGE,
        send: (amount) => post('/api/calculator', { loanAmount: Number(amount), interestRate: 20, termMonths: '4weeks' }),
        acceptedAt: 200,
      },
      {
        route: 'POST /api/pawn-loans',
        field: 'loanAmount',
        message: PAWN_LOAN_MESSAGES.loanAmountRange,
        send: (amount) => post('/api/pawn-loans', application({ loanAmount: amount }), guest),
        acceptedAt: 201,
      },
      {
        route: 'POST /api/pawn-loans',
        field: 'lateFine',
        message: PAWN_LOAN_MESSAGES.lateFine,
        send: (amount) => post('/api/pawn-loans', application({ loanAmount: '1000.00', lateFine: amount }), guest),
      },
      {
        route: 'POST /api/payments',
        field: 'paymentAmount',
        message: 'Payment amount must be at most J$10,000,000.00.',
        send: (amount) => post('/api/payments', { loanApplicationId: payable.id, paymentAmount: amount }, officer),
        acceptedAt: 201,
      },
      {
        route: 'POST /api/payments',
        field: 'latePaymentCharge',
        message: 'Late payment charge must be at most J$10,000,000.00.',
        send: (amount) => post('/api/payments', { loanApplicationId: payable.id, paymentAmount: '10.00', latePaymentCharge: amount }, officer),
      },
      {
        route: 'POST /api/collections/{id}/contacts',
        field: 'promisedAmount',
        message: 'Promised amount must be at most J$10,000,000.00.',
        send: (amount) => post(`/api/collections/${collection.id}/contacts`, promise(amount), officer),
        acceptedAt: 201,
      },
    );
  });
  afterAll(() => t.close());

  it('answers 400 naming the field for 99999999999.99 and 10000000.01, as text and as a number', async () => {
    for (const { route, field, message, send } of fields) {
      for (const amount of [...TOO_LARGE, ...TOO_LARGE.map(Number)]) {
        const res = await send(amount);
        const what = `${route} ${field} ${JSON.stringify(amount)}`;
        expect.soft(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect.soft(res.json<{ message?: string }>().message, what).toContain(message);
      }
    }
  });

  it('takes J$10,000,000.00 where the business allows that much', async () => {
    for (const { route, field, send, acceptedAt } of fields) {
      if (acceptedAt === undefined) continue;
      const res = await send('10000000.00');
      expect(res.statusCode, `${route} ${field}: ${res.body}`).toBe(acceptedAt);
    }
  });
});
