import { describe, expect, it } from 'vitest';
import { includesLateFee, isPositiveAmount, paymentMethodText } from './payment-display';

describe('payment display', () => {
  it('labels methods', () => {
    expect(paymentMethodText('mobile_money')).toBe('Mobile Money');
    expect(paymentMethodText('cheque')).toBe('cheque');
  });

  it('sees a late fee only when the charge is above zero', () => {
    expect(includesLateFee('600.00')).toBe(true);
    expect(includesLateFee('0.01')).toBe(true);
    expect(includesLateFee('0.00')).toBe(false);
    expect(includesLateFee('')).toBe(false);
  });

  it('reads positive amounts', () => {
    expect(isPositiveAmount('1.00')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount(null)).toBe(false);
    expect(isPositiveAmount('x')).toBe(false);
  });
});
