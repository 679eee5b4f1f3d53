import { describe, expect, it } from 'vitest';
import type { TPayment } from '@common/contracts/payments';
import { buildPaymentsCsv, paymentsCsvFileName } from './payments-csv';

const payment = (over: Partial<TPayment> = {}): TPayment => ({
  id: '0b6f1c2e-0000-4000-8000-000000000001',
  loanApplicationId: '0b6f1c2e-0000-4000-8000-0000000000aa',
  applicationNumber: 'PL-2025-000001',
  borrowerName: 'Jane Brown',
  borrowerEmail: 'jane@example.com',
  paymentAmount: '3000.00',
  latePaymentCharge: '600.00',
  totalAmount: '3600.00',
  paymentMethod: 'bank_transfer',
  // 02:30 UTC on the 1st is still the 30th of November in Jamaica (UTC-5).
  paymentDate: '2025-12-01T02:30:00.000Z',
  receiptNumber: 'RCT-2025-000001',
  paymentReference: null,
  notes: null,
  processedBy: 'Ann Officer',
  status: 'completed',
  balanceAfter: '9000.00',
  createdAt: '2025-12-01T02:30:00.000Z',
  updatedAt: '2025-12-01T02:30:00.000Z',
  ...over,
});

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('buildPaymentsCsv', () => {
  it('starts with a byte-order mark and a header, one CRLF line per payment', () => {
    const csv = buildPaymentsCsv([payment(), payment({ receiptNumber: 'RCT-2025-000002' })]);
    expect(csv.startsWith('\uFEFFReceipt Number,Payment Date,Application Number,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = linesOf(csv);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('writes each payment with its Jamaica day, plain amounts and the method label', () => {
    const [, row] = linesOf(buildPaymentsCsv([payment()]));
    expect(row).toBe('RCT-2025-000001,2025-11-30,PL-2025-000001,Jane Brown,jane@example.com,3000.00,600.00,3600.00,9000.00,Bank Transfer,completed,,,Ann Officer');
  });

  it('quotes what needs quoting so columns never shift', () => {
    const [, row] = linesOf(buildPaymentsCsv([payment({ borrowerName: 'Brown, Jane', notes: 'paid "early", thanks', paymentReference: 'REF-1' })]));
    expect(row).toContain('"Brown, Jane"');
    expect(row).toContain('REF-1,"paid ""early"", thanks",Ann Officer');
  });

  it('keeps a line break inside a quoted note', () => {
    const csv = buildPaymentsCsv([payment({ notes: 'first\r\nsecond' })]);
    expect(csv).toContain('"first\r\nsecond"');
  });

  it('shows an unknown method as sent', () => {
    const [, row] = linesOf(buildPaymentsCsv([payment({ paymentMethod: 'cheque' })]));
    expect(row).toContain(',cheque,');
  });

  it('is only the header when there are no payments', () => {
    expect(linesOf(buildPaymentsCsv([]))).toHaveLength(2);
  });
});

describe('paymentsCsvFileName', () => {
  it('carries the Jamaica day', () => {
    expect(paymentsCsvFileName(new Date('2026-11-23T15:00:00Z'))).toBe('payments-2026-11-23.csv');
    expect(paymentsCsvFileName(new Date('2026-11-24T03:00:00Z'))).toBe('payments-2026-11-23.csv');
  });
});
