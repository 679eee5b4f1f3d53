import { describe, expect, it } from 'vitest';
import { paymentStatusLabel, paymentStatusTone } from './payment-status';

describe('paymentStatusTone', () => {
  it('is green for completed, yellow for pending and red for anything else', () => {
    expect(paymentStatusTone('completed')).toBe('completed');
    expect(paymentStatusTone('pending')).toBe('pending');
    expect(paymentStatusTone('failed')).toBe('other');
    expect(paymentStatusTone('')).toBe('other');
  });
});

describe('paymentStatusLabel', () => {
  it('capitalises and turns separators into spaces', () => {
    expect(paymentStatusLabel('completed')).toBe('Completed');
    expect(paymentStatusLabel('partially_paid')).toBe('Partially paid');
    expect(paymentStatusLabel('')).toBe('Unknown');
  });
});
