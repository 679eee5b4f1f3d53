import { describe, expect, it } from 'vitest';
import { receiptFollowUpOf, receiptToastOf } from './receipt-toast';

const payment = { id: 'payment-7', receiptNumber: 'RCT-2026-000007', totalAmount: '3500.00' };
const print80mm = { label: 'Print 80 mm', href: '/api/payments/payment-7/pdf?paper=80mm' };
const to = 'marcia@example.com';

describe('the payment toast', () => {
  it('says sent only when the outbox sent it', () => {
    expect(receiptToastOf(payment, { state: 'sent', toAddress: to, detail: null }, false).description).toBe(`Receipt RCT-2026-000007 (J$3,500.00) was e-mailed to ${to}.`);
    expect(receiptToastOf(payment, { state: 'queued', toAddress: to, detail: null }, false).description).toMatch(/is queued and will be e-mailed/);
  });

  it('names the failure and links only those who may open Email Settings', () => {
    const failed = { state: 'failed' as const, toAddress: to, detail: 'Recipient refused' };
    expect(receiptToastOf(payment, failed, true)).toMatchObject({
      description: `Receipt RCT-2026-000007 (J$3,500.00) could not be e-mailed to ${to}: Recipient refused`,
      action: { label: 'Open Email Settings', href: '/admin?tab=email-settings' },
    });
    expect(receiptToastOf(payment, failed, false).action).toBeUndefined();
  });

  it('follows a queued receipt: quiet while queued, then sent or not', () => {
    expect(receiptFollowUpOf(payment, { state: 'queued', toAddress: to, detail: null }, true)).toBeNull();
    expect(receiptFollowUpOf(payment, { state: 'sent', toAddress: to, detail: null }, true)).toEqual({ title: 'Receipt e-mailed', description: `Receipt RCT-2026-000007 was e-mailed to ${to}.`, link: print80mm });
    expect(receiptFollowUpOf(payment, { state: 'failed', toAddress: to, detail: 'Mailbox full' }, false)).toMatchObject({ title: 'Receipt not e-mailed', variant: 'destructive', link: print80mm });
  });

  it('offers the receipt on the 80 mm roll whatever became of the e-mail', () => {
    for (const state of ['sent', 'queued', 'not_set_up', 'failed', 'cancelled'] as const) {
      expect(receiptToastOf(payment, { state, toAddress: to, detail: null }, false).link).toEqual(print80mm);
    }
  });
});
