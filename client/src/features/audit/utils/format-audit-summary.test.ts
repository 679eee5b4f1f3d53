import { describe, expect, it } from 'vitest';
import { formatAuditSummary, formatSummaryValue, humanizeKey, summaryText } from './format-audit-summary';

describe('humanizeKey', () => {
  it('turns field names into words', () => {
    expect(humanizeKey('borrowerPhotoVerified')).toBe('Borrower photo verified');
    expect(humanizeKey('applicationNumber')).toBe('Application number');
    expect(humanizeKey('late_fee')).toBe('Late fee');
    expect(humanizeKey('borrowerTRN')).toBe('Borrower TRN');
    expect(humanizeKey('entityId')).toBe('Entity ID');
  });
});

describe('formatSummaryValue', () => {
  it('names roles, statuses and flags', () => {
    expect(formatSummaryValue('loan_officer', 'role')).toBe('Loan Officer');
    expect(formatSummaryValue('approved', 'status')).toBe('Approved');
    expect(formatSummaryValue(false, 'isActive')).toBe('Inactive');
    expect(formatSummaryValue(true)).toBe('Yes');
    expect(formatSummaryValue(null)).toBe('—');
    expect(formatSummaryValue(['a', 'b'])).toBe('a, b');
  });

  it('shortens long text', () => {
    const text = formatSummaryValue('x'.repeat(500));
    expect(text).toHaveLength(120);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('formatAuditSummary', () => {
  it('shows who or what first, then each changed field as before → after, notes last', () => {
    const lines = formatAuditSummary({
      notes: 'Documents fine',
      applicationNumber: 'PL-2025-000001',
      before: { status: 'submitted' },
      after: { status: 'reviewed', reviewedBy: 'Jane Brown' },
    });
    expect(lines).toEqual([
      { label: 'Application number', text: 'PL-2025-000001', changed: false },
      { label: 'Status', text: 'Submitted → Reviewed', changed: true },
      { label: 'Reviewed by', text: 'Jane Brown', changed: true },
      { label: 'Notes', text: 'Documents fine', changed: false },
    ]);
  });

  it('names a role change and a deactivation, and leaves unchanged fields out', () => {
    expect(
      summaryText({ email: 'lo@example.com', before: { role: 'loan_officer', isActive: true, x: 1 }, after: { role: 'admin', isActive: false, x: 1 } }),
    ).toBe('Email: lo@example.com; Role: Loan Officer → Admin; Status: Active → Inactive');
  });

  it('reads a per-field {from, to} pair and what was removed', () => {
    expect(summaryText({ paymentFrequency: { from: 'weekly', to: 'monthly' } })).toBe('Payment frequency: weekly → monthly');
    expect(summaryText({ before: { photoUrl: '/objects/a' }, after: {} })).toBe('Photo URL: /objects/a → removed');
  });

  it('shows a plain summary as it is and nothing for none', () => {
    expect(summaryText({ role: 'it', email: 'a@b.c', confirmedBy: 'sa@b.c' })).toBe('Email: a@b.c; Role: IT; Confirmed by: sa@b.c');
    expect(summaryText({ loginMethod: 'oidc' })).toBe('Login method: External provider');
    expect(formatAuditSummary(null)).toEqual([]);
  });
});
