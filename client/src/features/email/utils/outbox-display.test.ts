import { describe, expect, it } from 'vitest';
import type { TEmailOutboxItem } from '@common/contracts/email-outbox';
import { canRetryOutbox, outboxFilterOptions, outboxKindLabel, outboxTiming, sendNowSummary } from './outbox-display';

const item = (over: Partial<TEmailOutboxItem>): TEmailOutboxItem => ({
  id: 1,
  toAddress: 'borrower@example.com',
  subject: 'Your application PL-2025-000001',
  kind: 'application_confirmation',
  relatedEntity: 'pawn-loan',
  relatedId: 'x',
  attachmentNames: [],
  status: 'pending',
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  createdAt: '2025-11-22T15:00:00.000Z',
  ...over,
});

describe('outboxKindLabel', () => {
  it('names the known kinds and turns others into words', () => {
    expect(outboxKindLabel('application_confirmation')).toBe('Application confirmation');
    expect(outboxKindLabel('payment_receipt')).toBe('Payment receipt');
    expect(outboxKindLabel('late-fee_NOTICE')).toBe('Late fee notice');
    expect(outboxKindLabel('')).toBe('Email');
  });
});

describe('outboxFilterOptions', () => {
  it('shows each status with its count and the total for all', () => {
    expect(outboxFilterOptions({ pending: 2, sending: 0, sent: 5, failed: 1, cancelled: 1 })).toEqual([
      { value: 'all', label: 'All (9)' },
      { value: 'pending', label: 'Pending (2)' },
      { value: 'sending', label: 'Sending (0)' },
      { value: 'sent', label: 'Sent (5)' },
      { value: 'failed', label: 'Failed (1)' },
      { value: 'cancelled', label: 'Cancelled (1)' },
    ]);
  });

  it('shows plain names before the counts arrive', () => {
    expect(outboxFilterOptions(undefined).map((o) => o.label)).toEqual(['All', 'Pending', 'Sending', 'Sent', 'Failed', 'Cancelled']);
  });
});

describe('canRetryOutbox', () => {
  it('allows failed and pending messages only', () => {
    expect(canRetryOutbox({ status: 'failed' })).toBe(true);
    expect(canRetryOutbox({ status: 'pending' })).toBe(true);
    expect(canRetryOutbox({ status: 'cancelled' })).toBe(false);
    expect(canRetryOutbox({ status: 'sent' })).toBe(false);
    expect(canRetryOutbox({ status: 'sending' })).toBe(false);
  });
});

describe('outboxTiming', () => {
  const now = new Date('2025-11-22T15:00:00.000Z');

  it('shows when a message was sent, day first in Jamaica time', () => {
    const timing = outboxTiming(item({ status: 'sent', sentAt: '2025-11-22T15:04:00.000Z' }), now);
    expect(timing.label).toBe('Sent');
    expect(timing.value).toMatch(/^22 Nov 2025,? 10:04/);
  });

  it('shows a future next attempt, and "Due now" for one already due', () => {
    const later = outboxTiming(item({ status: 'pending', nextAttemptAt: '2025-11-22T16:00:00.000Z' }), now);
    expect(later).toEqual({ label: 'Next attempt', value: expect.stringMatching(/^22 Nov 2025,? 11:00/) });
    expect(outboxTiming(item({ status: 'pending', nextAttemptAt: '2025-11-22T14:00:00.000Z' }), now).value).toBe('Due now');
    expect(outboxTiming(item({ status: 'pending', nextAttemptAt: null }), now).value).toBe('Due now');
  });

  it('says a failed message is no longer tried and a claimed one is being sent', () => {
    expect(outboxTiming(item({ status: 'failed', attempts: 8 }), now).value).toBe('None');
    expect(outboxTiming(item({ status: 'sending', nextAttemptAt: '2025-11-22T15:10:00.000Z' }), now).value).toBe('Being sent now');
  });
});

describe('sendNowSummary', () => {
  it('says what one pass did', () => {
    expect(sendNowSummary({ sent: 0, retrying: 0, failed: 0, waiting: 0 })).toBe('No emails were due to be sent.');
    expect(sendNowSummary({ sent: 1, retrying: 0, failed: 0, waiting: 0 })).toBe('1 email sent.');
    expect(sendNowSummary({ sent: 2, retrying: 1, failed: 0, waiting: 0 })).toBe('2 emails sent and 1 email could not be sent and will be retried.');
    expect(sendNowSummary({ sent: 0, retrying: 0, failed: 1, waiting: 3 })).toBe('1 email failed and 3 emails waiting for an active email configuration.');
    expect(sendNowSummary({ sent: 1, retrying: 1, failed: 1, waiting: 1 })).toBe(
      '1 email sent, 1 email could not be sent and will be retried, 1 email failed and 1 email waiting for an active email configuration.',
    );
  });
});
