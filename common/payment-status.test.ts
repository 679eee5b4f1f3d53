import { describe, expect, it } from 'vitest';
import { paymentStatusLabel, paymentStatusTone } from './payment-status';

describe('paymentStatusTone', () => {
  it('is green for completed, yellow for pending and red for anything else', () => {
    expect(paymentStatusTone('completed')).toBe('success');
    expect(paymentStatusTone('pending')).toBe('attention');
    expect(paymentStatusTone('failed')).toBe('danger');
    expect(paymentStatusTone('')).toBe('danger');
  });
});

describe('paymentStatusLabel', () => {
  it('capitalises and turns separators into spaces', () => {
    expect(paymentStatusLabel('completed')).toBe('Completed');
    expect(paymentStatusLabel('partially_paid')).toBe('Partially paid');
    expect(paymentStatusLabel('')).toBe('Unknown');
  });
});
