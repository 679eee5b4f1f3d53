import { describe, expect, it } from 'vitest';
import { checkRenewal, previewPrincipalCents, renewFormFrom } from './renew-form';

// The worked example of docs/operations.md: J$500.00 of interest and J$600.00 of late fees due, J$7,500.00 of principal left.
const RATES = [20, 40];
const quote = { interestDue: '500.00', lateFeesDue: '600.00', minimumPayment: '1100.00', principalRemaining: '7500.00', termWeeks: 4, interestRate: 20 };

describe('renew form', () => {
  it('starts from the old terms, with no amount typed; a rate the shop no longer offers gives way to its first', () => {
    expect(renewFormFrom(quote, RATES)).toEqual({ termWeeks: '4', interestRate: '20', paymentAmount: '', paymentMethod: 'cash' });
    expect(renewFormFrom(quote, [15, 30]).interestRate).toBe('15');
  });

  it('previews the new principal: the minimum keeps it, more lowers it', () => {
    expect(previewPrincipalCents(quote, '1,100.00')).toBe(750_000);
    expect(previewPrincipalCents(quote, '2100')).toBe(650_000);
    expect(previewPrincipalCents(quote, 'abc')).toBeNull();
  });

  it('refuses with the server wording, and sends the amount as two decimals', () => {
    const form = { ...renewFormFrom(quote, RATES), termWeeks: '6', interestRate: '40' };
    expect(checkRenewal({ ...form, paymentAmount: '1099.99' }, quote, RATES)).toEqual({
      ok: false,
      field: 'paymentAmount',
      message: 'The payment must be at least J$1,100.00: the interest due so far (J$500.00) and late fees owed (J$600.00).',
    });
    expect(checkRenewal({ ...form, termWeeks: '60', paymentAmount: '2100' }, quote, RATES)).toMatchObject({ ok: false, field: 'termWeeks' });
    expect(checkRenewal({ ...form, interestRate: '30', paymentAmount: '2100' }, quote, RATES)).toMatchObject({ ok: false, field: 'interestRate' });
    expect(checkRenewal({ ...form, paymentAmount: '2,100' }, quote, RATES)).toEqual({
      ok: true,
      renewal: { termWeeks: 6, interestRate: 40, paymentAmount: '2100.00', paymentMethod: 'cash' },
    });
  });
});
