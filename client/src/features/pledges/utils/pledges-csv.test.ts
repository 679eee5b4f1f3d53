import { describe, expect, it } from 'vitest';
import { ZPledgeRegisterItem, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { buildPledgesCsv, pledgesCsvFileName } from './pledges-csv';

const ROW: TPledgeRegisterItem = ZPledgeRegisterItem.parse({
  itemId: 'item-1',
  itemNumber: 'PI-2026-000007',
  ticketNumber: 'PT-2026-000003',
  loanId: 'loan-1',
  applicationNumber: 'PL-2026-000042',
  borrowerName: 'Brown, Marcia',
  borrowerPhone: '876-555-0142',
  category: 'musical_instrument',
  description: '=HYPERLINK("http://evil.example","Guitar")',
  serialNumber: null,
  appraisedValue: '25000.00',
  status: 'police_hold',
  storageLocation: 'Safe A',
  pawnedAt: '2026-11-20',
  dueDate: '2026-12-20',
  redeemableUntil: '2027-11-20',
});

describe('pledge book CSV', () => {
  it('writes one formula-safe row per item under the header, amounts as numbers and days as ISO', () => {
    const lines = buildPledgesCsv([ROW]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Ticket Number,Item Number,Loan Number,Borrower Name,Category,Description,Serial Number,Appraised Value,Status,Storage Location,Pawned On,Redeemable Until');
    expect(lines[1]).toBe(`PT-2026-000003,PI-2026-000007,PL-2026-000042,"Brown, Marcia",Musical instrument,"'=HYPERLINK(""http://evil.example"",""Guitar"")",,25000.00,Police hold,Safe A,2026-11-20,2027-11-20`);
    expect(lines[2]).toBe('');
  });

  it('leaves the ticket and days empty before the ticket, and names the file with the Jamaica day', () => {
    const lines = buildPledgesCsv([{ ...ROW, ticketNumber: null, pawnedAt: null, redeemableUntil: null, status: 'appraised' }]).split('\r\n');
    expect(lines[1]).toMatch(/^,PI-2026-000007,.*,Appraised,Safe A,,$/);
    expect(pledgesCsvFileName(new Date('2026-11-28T03:00:00Z'))).toBe('pledge-book-2026-11-27.csv');
  });
});
