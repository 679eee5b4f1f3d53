import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZBorrowerListResponse } from '@common/contracts/borrowers';
import { ZCalculatorResponse } from '@common/contracts/calculator';
import { ZCollectionListResponse } from '@common/contracts/collections';
import { ZPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { compiledSerializerCompiler } from './json-response';

const serializerOf = (schema: z.ZodType) => compiledSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

/** The compiled serializer must write exactly what zod's output pass of the same contract gives. */
function expectSameAsZod(schema: z.ZodType, data: unknown): void {
  const written = serializerOf(schema)(data);
  expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
}

const application = (overrides: Record<string, unknown> = {}) => ({
  id: '5b0f4c6e-0000-4000-8000-000000000001',
  applicationNumber: 'PL-2026-000001',
  borrowerName: 'Marcia "M" Campbell',
  borrowerEmail: 'marcia@example.com',
  borrowerAddress: '1 King St\nKingston',
  borrowerTRN: null,
  borrowerPhone: '876-555-0101',
  borrowerID: 'A123',
  borrowerPhotoUrl: '/objects/uploads/a',
  borrowerTrnPhotoUrl: null,
  borrowerSignatureUrl: null,
  borrowerBankAccountNumber: null,
  idDocumentType: 'passport',
  idDocumentUrl: null,
  idDocumentNumber: null,
  idExpiryDate: null,
  borrowerPhotoVerified: 'pending',
  borrowerTrnPhotoVerified: 'verified',
  borrowerSignatureVerified: 'rejected',
  idDocumentVerified: 'pending',
  guarantorName: null,
  guarantorAddress: null,
  guarantorTRN: null,
  guarantorPhone: null,
  loanAmount: '12000.00',
  interestRate: '20.00',
  termWeeks: 4,
  paymentFrequency: 'weekly',
  weeklyInstalment: '3600.00',
  totalAmount: '14400.00',
  totalRepayment: '14400.00',
  lateFine: '500.00',
  lateFeePercent: null,
  collateralProperty: 'Gold chain ☺ 18k',
  agreementDate: null,
  validFrom: '2026-11-01T05:00:00.000Z',
  endingOn: null,
  startDate: '2026-11-01',
  startDateReason: null,
  status: 'active',
  reviewedBy: null,
  reviewNotes: null,
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-02T05:00:00.000Z',
  ...overrides,
});

describe('compiled response serializers', () => {
  it('write the Loan Management list as its zod contract does, and nothing the contract does not name', () => {
    const body = {
      items: [application(), application({ borrowerTRN: '123-456-789', guarantorName: 'Paul', reviewNotes: 'ok </script>' })],
      total: 2,
      page: 1,
      pageSize: 20,
      counts: { all: 2, submitted: 0, reviewed: 0, approved: 0, rejected: 0, active: 2, completed: 0, defaulted: 0 },
    };
    expectSameAsZod(ZPawnLoanListResponse, body);
    const leaky = { ...body, items: [{ ...application(), borrowerId: 'internal', passwordHash: 'x' }] };
    const written = JSON.parse(serializerOf(ZPawnLoanListResponse)(leaky)) as { items: Record<string, unknown>[] };
    expect(written.items[0]).not.toHaveProperty('borrowerId');
    expect(written.items[0]).not.toHaveProperty('passwordHash');
  });

  it('write the Borrowers list as its zod contract does', () => {
    const summary = (overrides: Record<string, unknown> = {}) => ({
      id: 'b1',
      idNumber: 'A1',
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      address: '2 Harbour St',
      trn: null,
      bankAccountNumber: null,
      photoUrl: null,
      signatureUrl: null,
      trnPhotoUrl: null,
      totalLoans: 3,
      activeLoans: 1,
      totalBorrowed: '30000.00',
      totalRepaid: '0.00',
      lastLoanDate: null,
      creditStatus: 'good',
      creditStatusSource: 'derived',
      photoVerified: 'pending',
      trnPhotoVerified: 'pending',
      signatureVerified: 'verified',
      idDocumentVerified: 'rejected',
      hasAccount: false,
      ...overrides,
    });
    expectSameAsZod(ZBorrowerListResponse, {
      items: [summary(), summary({ phone: '876', lastLoanDate: '2026-01-01T00:00:00.000Z', creditStatus: 'poor', creditStatusSource: 'staff', hasAccount: true })],
      total: 2,
      page: 1,
      pageSize: 50,
      stats: { total: 2, active: 1, goodCredit: 1, atRisk: 1 },
    });
  });

  it('write the Debt collection list as its zod contract does, nullable objects included', () => {
    const item = (overrides: Record<string, unknown> = {}) => ({
      id: 'c1',
      loanApplicationId: 'l1',
      applicationNumber: 'PL-2026-000002',
      loanStatus: 'active',
      borrowerName: 'Bob',
      borrowerEmail: 'bob@example.com',
      borrowerPhone: '876',
      outstandingAmount: '1000.00',
      amountDue: '250.00',
      daysPastDue: 12,
      agingBucket: '1-30',
      priority: 'high',
      collectionStatus: 'pending',
      lastContactDate: null,
      contactMethod: null,
      nextFollowUpDate: null,
      assignedCollector: null,
      promise: null,
      flaggedContacts: 0,
      resolutionDate: null,
      resolutionNotes: null,
      createdAt: '2026-11-01T05:00:00.000Z',
      ...overrides,
    });
    expectSameAsZod(ZCollectionListResponse, {
      items: [
        item(),
        item({ agingBucket: null, contactMethod: 'phone', assignedCollector: { id: 'u1', name: 'Cleo' }, promise: { amount: '100.00', date: '2026-11-30', state: 'pending' } }),
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    });
  });

  it('write the calculator answer as its zod contract does', () => {
    expectSameAsZod(ZCalculatorResponse, {
      weeklyPayment: 3600.5,
      totalInterest: 2400,
      totalPayments: 14402,
      termWeeks: 4,
      principal: 12000,
      totalAmount: 14402,
      interestRate: 20,
      paymentFrequency: 'weekly',
    });
  });
});
