import { describe, expect, it } from 'vitest';
import type { TBorrowerExport } from '@common/contracts/borrowers';
import { summarizeBorrowerExport, type TFacts, type TTable } from './borrower-export-summary';

const APP_ID = '11111111-1111-4111-8111-111111111111';
const PHOTO_ID = '22222222-2222-4222-8222-222222222222';

function exportOf(overrides: Partial<TBorrowerExport> = {}): TBorrowerExport {
  return {
    format: 'pawnbook-borrower-export/1',
    exportedAt: '2026-11-27T14:05:00.000Z',
    exportedBy: 'admin@shop.example',
    borrower: {
      name: 'Zoë Ñandú',
      email: 'zoe@example.com',
      phone: '876-555-0101',
      address: '12 Hope Road',
      id_number: 'AB123456',
      trn: '123456789',
      bank_account_number: null,
      effective_credit: 'good',
      photo_url: `/objects/uploads/${PHOTO_ID}`,
      photo_verified: 'verified',
      photo_verified_at: '2026-11-20T15:00:00+00:00',
      trn_photo_verified: 'pending',
      signature_verified: 'rejected',
      id_document_verified: 'pending',
      created_at: '2026-11-20T04:00:00+00:00',
    },
    account: null,
    applications: [
      {
        id: APP_ID,
        application_number: 'PL-2026-000007',
        status: 'active',
        created_at: '2026-11-20T04:00:00+00:00',
        loan_amount: 10000,
        interest_rate: 20,
        total_amount: 12000,
        weekly_instalment: 3000,
        payment_frequency: 'weekly',
        term_weeks: 4,
        start_date: '2026-11-23',
        valid_from: '2026-11-20T05:00:00+00:00',
        ending_on: '2026-12-25T05:00:00+00:00',
        collateral_property: 'Gold chain',
        guarantor_name: null,
      },
    ],
    statusHistory: [],
    schedules: [1, 2, 3, 4].map((n) => ({ application_id: APP_ID, payment_number: n, due_date: `2026-12-${String(n * 7 - 7 + 1).padStart(2, '0')}`, payment_amount: 3000, status: n === 1 ? 'paid' : 'pending' })),
    // Paid at 22:30 in Jamaica on 30 November: 03:30 on 1 December in UTC.
    payments: [{ loan_application_id: APP_ID, payment_date: '2026-12-01T03:30:00+00:00', receipt_number: 'RCT-2026-000009', payment_amount: 3000, late_payment_charge: 600, payment_method: 'bank_transfer' }],
    collectionRecords: [],
    documents: [{ id: PHOTO_ID, content_type: 'image/jpeg', size: 204_800, created_at: '2026-11-20T14:00:00+00:00' }],
    auditTrail: [{ action: 'payment.record', user_email: 'officer@shop.example', created_at: '2026-12-01T03:30:00+00:00' }, { action: 'collection.find-overdue', user_email: null, created_at: '2026-12-02T12:00:00+00:00' }],
    accessLog: [{ staff_email: 'officer@shop.example', document: 'trn', via: 'review-dialog', created_at: '2026-11-21T15:04:00+00:00' }],
    ...overrides,
  };
}

const sectionOf = (title: string, data = exportOf()) => summarizeBorrowerExport(data, 'Kingston Gold & Pawn').sections.find((s) => s.title === title)!;

describe('summarizeBorrowerExport', () => {
  it('opens with who holds the data, for whom, when (Jamaica time) and who prepared it', () => {
    const summary = summarizeBorrowerExport(exportOf(), 'Kingston Gold & Pawn');
    expect(summary.personName).toBe('Zoë Ñandú');
    expect(summary.intro[0]).toBe('Everything Kingston Gold & Pawn holds about Zoë Ñandú, as on 27/11/2026 09:05 (Jamaica time), under the Data Protection Act, 2020.');
    expect(summary.intro[1]).toContain('Prepared by admin@shop.example.');
    expect(summary.sections.map((s) => s.title)).toEqual([
      '1. Your personal details',
      '2. Documents we hold',
      '3. Your applications and loans',
      '4. Your payments',
      '5. Who opened your documents',
      '6. Changes to your records',
    ]);
  });

  it('writes details, documents and their checks in plain words, a dash for what is not held', () => {
    const details = sectionOf('1. Your personal details').parts[0] as TFacts;
    expect(details.rows).toContainEqual(['TRN', '123456789']);
    expect(details.rows).toContainEqual(['Bank account number', '—']);
    expect(details.rows).toContainEqual(['Credit status with us', 'Good']);
    const [files, checks] = sectionOf('2. Documents we hold').parts as [TTable, TFacts];
    expect(files.rows).toEqual([['Your photo', 'JPEG image', '200 KB', '20/11/2026']]);
    expect(checks.rows).toEqual([
      ['Your photo', 'Checked and accepted on 20/11/2026'],
      ['Photo of your TRN card', 'Not checked yet'],
      ['Your signature', 'Checked and refused'],
      ['Your ID document', 'Not checked yet'],
    ]);
  });

  it("gives each loan's figures in J$, its schedule's days, and ends it on the last instalment's due day", () => {
    const [facts, schedule] = sectionOf('3. Your applications and loans').parts as [TFacts, TTable];
    expect(facts.title).toBe('Application PL-2026-000007');
    expect(facts.rows).toEqual(
      expect.arrayContaining([
        ['Status', 'Active'],
        ['Amount lent', 'J$10,000.00'],
        ['Interest', 'J$2,000.00 (20% of the amount lent)'],
        ['Total to repay', 'J$12,000.00'],
        ['Weekly instalment', 'J$3,000.00 (paid weekly)'],
        ['Starts', '23/11/2026'],
        ['Ends', '22/12/2026'],
        ['Item pledged', 'Gold chain'],
      ]),
    );
    expect(schedule.rows[0]).toEqual(['1', '01/12/2026', 'J$3,000.00', 'Paid']);
  });

  it('dates payments and log entries by the Jamaica day, and names the staff, the screen and the system', () => {
    const payments = sectionOf('4. Your payments').parts[0] as TTable;
    expect(payments.rows).toEqual([['30/11/2026', 'RCT-2026-000009', 'PL-2026-000007', 'J$3,000.00', 'J$600.00', 'Bank Transfer']]);
    const access = sectionOf('5. Who opened your documents').parts[1] as TTable;
    expect(access.rows).toEqual([['21/11/2026 10:04', 'officer@shop.example', 'Photo of your TRN card', 'Application review']]);
    const changes = sectionOf('6. Changes to your records').parts[0] as TTable;
    expect(changes.rows).toEqual([
      ['30/11/2026 22:30', 'A payment was recorded', 'officer@shop.example'],
      ['02/12/2026 07:00', 'Collection find overdue', 'Automatic'],
    ]);
  });

  it('says so when there is nothing to show', () => {
    const empty = exportOf({ applications: [], schedules: [], payments: [], documents: [], auditTrail: [], accessLog: [] });
    expect(sectionOf('3. Your applications and loans', empty).parts).toEqual([{ kind: 'note', text: 'You have no applications with us.' }]);
    expect((sectionOf('4. Your payments', empty).parts[0] as TTable).empty).toBe('No payments recorded.');
  });
});
