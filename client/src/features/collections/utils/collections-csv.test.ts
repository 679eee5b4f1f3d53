import { describe, expect, it } from 'vitest';
import type { TCollectionItem } from '@common/contracts/collections';
import { buildCollectionsCsv, collectionsCsvFileName } from './collections-csv';

const ITEM: TCollectionItem = {
  id: 'case-1',
  loanApplicationId: 'loan-1',
  applicationNumber: 'PL-2026-000042',
  loanStatus: 'active',
  borrowerName: 'Campbell, Marcia',
  borrowerEmail: 'marcia@example.com',
  borrowerPhone: '+1 876 555 0101',
  outstandingAmount: '9000.00',
  amountDue: '3000.00',
  daysPastDue: 12,
  agingBucket: '1-30',
  priority: 'high',
  collectionStatus: 'in_progress',
  lastContactDate: '2026-11-24',
  contactMethod: 'phone',
  nextFollowUpDate: null,
  assignedCollector: { id: 'u1', name: 'Lou Officer' },
  promise: { amount: '3000.00', date: '2026-11-28', state: 'pending' },
  flaggedContacts: 0,
  resolutionDate: null,
  resolutionNotes: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('debt collection CSV', () => {
  it('writes one quoted, formula-safe row per case under the header', () => {
    const lines = buildCollectionsCsv([ITEM]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toMatch(/^Loan Number,Borrower Name,Borrower Email,Borrower Phone,Outstanding Amount,Amount Due,Days Overdue,/);
    expect(lines[1]).toBe(`PL-2026-000042,"Campbell, Marcia",marcia@example.com,"'+1 876 555 0101",9000.00,3000.00,12,1-30,High,In Progress,2026-11-24,Phone,,Lou Officer,3000.00,2026-11-28,pending,`);
    expect(lines[2]).toBe('');
  });

  it('names the file with the Jamaica day', () => {
    expect(collectionsCsvFileName(new Date('2026-11-25T03:00:00Z'))).toBe('debt-collection-2026-11-24.csv');
  });
});
