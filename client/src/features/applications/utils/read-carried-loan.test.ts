import { describe, expect, it } from 'vitest';
import { calculatorHrefFor, readCarriedLoan } from './read-carried-loan';

describe('readCarriedLoan', () => {
  it('reads the five calculator values', () => {
    const loan = readCarriedLoan(
      new URLSearchParams('amount=12000&rate=20&term=10&weeklyPayment=1440&totalAmount=14400'),
    );
    expect(loan).toEqual({
      amountCents: 1_200_000,
      ratePercent: 20,
      termWeeks: 10,
      weeklyPaymentCents: 144_000,
      totalAmountCents: 1_440_000,
    });
    expect(calculatorHrefFor(loan)).toBe('/calculator?amount=12000&rate=20&term=10');
  });
  it('is null when anything is missing or out of range', () => {
    expect(readCarriedLoan(new URLSearchParams(''))).toBeNull();
    expect(readCarriedLoan(new URLSearchParams('amount=12000&rate=20&term=60&weeklyPayment=1&totalAmount=2'))).toBeNull();
    expect(readCarriedLoan(new URLSearchParams('amount=abc&rate=20&term=10&weeklyPayment=1&totalAmount=2'))).toBeNull();
    expect(calculatorHrefFor(null)).toBe('/calculator');
  });
});
