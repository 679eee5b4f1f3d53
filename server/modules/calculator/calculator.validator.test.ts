import { describe, expect, it } from 'vitest';
import { ZCalculatorRequest } from '@common/contracts/calculator';
import { calculatorValidatorCompiler, usualCalculatorBody } from './calculator.validator';

const AMOUNTS: unknown[] = [100, 10_000, 10_000_000, 12_345.67, 0.1 + 0.2, 99.99, 10_000_000.01, 10_000.005, 1e21, -100, 0, '10000', null];
const RATES: unknown[] = [20, 40, 30, 20.5, '20', null];
const TERMS: unknown[] = ['1weeks', '10weeks', '52weeks', '53weeks', '0weeks', '010weeks', '10 weeks', '10week', '10WEEKS', ' 10weeks', '10weeks\n', 'soon', '', 10, null];
const FREQUENCIES: unknown[] = [undefined, 'weekly', 'monthly', 'Weekly', null];

function* bodies(): Generator<unknown> {
  for (const loanAmount of AMOUNTS)
    for (const interestRate of RATES)
      for (const termMonths of TERMS)
        for (const paymentFrequency of FREQUENCIES) {
          const body: Record<string, unknown> = { loanAmount, interestRate, termMonths };
          if (paymentFrequency !== undefined) body.paymentFrequency = paymentFrequency;
          yield body;
        }
  yield { loanAmount: 10_000, interestRate: 20, termMonths: '10weeks', extra: 'dropped' };
  yield { interestRate: 20, termMonths: '10weeks' };
  yield [10_000, 20, '10weeks'];
  yield null;
  yield 'text';
}

describe('the calculator body without zod', () => {
  it('answers what the contract answers for every body it takes, and takes the page\'s usual bodies', () => {
    let taken = 0;
    for (const body of bodies()) {
      const usual = usualCalculatorBody(body);
      if (usual === null) continue;
      taken++;
      const checked = ZCalculatorRequest.safeParse(body);
      expect(checked.success, JSON.stringify(body)).toBe(true);
      // Same fields, same values, no key the contract leaves out (an absent frequency stays absent).
      expect(usual, JSON.stringify(body)).toStrictEqual(checked.data);
    }
    expect(taken).toBe(4 * 2 * 3 * 2 + 1); // amounts x rates x terms x (no frequency, weekly), + the extra key
    expect(usualCalculatorBody({ loanAmount: 10_000, interestRate: 20, termMonths: '10weeks', paymentFrequency: 'weekly' })).not.toBeNull();
    expect(usualCalculatorBody({ loanAmount: 12_345.67, interestRate: 40, termMonths: '52weeks' })).not.toBeNull();
  });

  it('leaves every other body to the contract, with its message', () => {
    const validate = calculatorValidatorCompiler({ schema: ZCalculatorRequest, method: 'POST', url: '/api/calculator', httpPart: 'body' });
    const refused = validate({ loanAmount: 10_000, interestRate: 30, termMonths: '4weeks' }) as { error?: { message: string }[] };
    expect(refused.error?.map((issue) => issue.message)).toEqual(['Interest rate must be 20 or 40']);
    // Taken by the contract only (a numeric term), not by the usual path: still valid.
    expect(validate({ loanAmount: 10_000, interestRate: 20, termMonths: 10 })).toEqual({ value: { loanAmount: 10_000, interestRate: 20, termMonths: 10 } });
    expect(validate({ loanAmount: 10_000, interestRate: 20, termMonths: '10weeks', extra: 1 })).toEqual({ value: { loanAmount: 10_000, interestRate: 20, termMonths: '10weeks' } });
  });
});
