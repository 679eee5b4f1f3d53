import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';

describe.each(BOTH_BACKENDS)('POST /api/calculator on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => t.close());

  const calc = (payload: unknown) => t.request({ method: 'POST', url: '/api/calculator', payload: payload as object });

  it('answers the spec fields for a guest', async () => {
    const res = await calc({ loanAmount: 10000, interestRate: 20, termMonths: '10weeks', paymentFrequency: 'weekly' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      weeklyPayment: 1200,
      totalInterest: 2000,
      totalPayments: 12000,
      termWeeks: 10,
      principal: 10000,
      totalAmount: 12000,
      interestRate: 20,
      paymentFrequency: 'weekly',
    });
  });

  it('rounds to the cent', async () => {
    const res = await calc({ loanAmount: 12345.67, interestRate: 40, termMonths: '52weeks' });
    expect(res.json()).toMatchObject({ totalInterest: 4938.27, totalAmount: 17283.94, weeklyPayment: 332.38, termWeeks: 52 });
  });

  it.each([
    [{ interestRate: 20, termMonths: '4weeks' }, /Loan amount/],
    [{ loanAmount: '10000', interestRate: 20, termMonths: '4weeks' }, /Loan amount must be a number/],
    [{ loanAmount: 10000.005, interestRate: 20, termMonths: '4weeks' }, /two decimal places/],
    [{ loanAmount: 50, interestRate: 20, termMonths: '4weeks' }, /between J\$100.00 and J\$10,000,000.00/],
    [{ loanAmount: 20_000_000, interestRate: 20, termMonths: '4weeks' }, /between/],
    [{ loanAmount: 10000, interestRate: 30, termMonths: '4weeks' }, /20 or 40/],
    [{ loanAmount: 10000, interestRate: 20, termMonths: '53weeks' }, /between 1 and 52 weeks/],
    [{ loanAmount: 10000, interestRate: 20, termMonths: '0weeks' }, /between 1 and 52 weeks/],
    [{ loanAmount: 10000, interestRate: 20, termMonths: 'soon' }, /between 1 and 52 weeks/],
    [{ loanAmount: 10000, interestRate: 20, termMonths: '4weeks', paymentFrequency: 'monthly' }, /weekly/],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await calc(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  // Fastify's own JSON parser and body limit, with the app's messages.
  it('refuses invalid JSON, an empty body, a poisoned prototype and a body over the limit', async () => {
    const send = (payload: string) => t.request({ method: 'POST', url: '/api/calculator', headers: { 'content-type': 'application/json' }, payload });
    expect((await send('{"loanAmount": 10000,')).json()).toMatchObject({ message: 'Request body is not valid JSON' });
    expect((await send('')).json()).toMatchObject({ message: 'Request body is empty although a JSON content type was sent' });
    const poisoned = await send('{"loanAmount":10000,"interestRate":20,"termMonths":"10weeks","__proto__":{"polluted":true}}');
    expect([poisoned.statusCode, poisoned.json()]).toEqual([400, { message: 'Request body is not valid JSON', code: expect.any(String) }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const big = await send(JSON.stringify({ loanAmount: 10000, interestRate: 20, termMonths: '10weeks', padding: 'x'.repeat(5000) }));
    expect([big.statusCode, big.json()]).toEqual([413, { message: 'Request body is too large', code: expect.any(String) }]);
  });
});
