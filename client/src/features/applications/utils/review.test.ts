import { describe, expect, it } from 'vitest';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import {
  canChangeFrequency,
  documentUrlOf,
  hasGuarantor,
  noStatusChoiceReason,
  paymentAmountText,
  paymentCoverText,
  paymentLabelFor,
  statusLabelOf,
  totalRepaymentOf,
} from './review';

const documents = {
  borrowerPhotoUrl: '/objects/uploads/a',
  borrowerTrnPhotoUrl: null,
  borrowerSignatureUrl: '  ',
  idDocumentUrl: '/objects/uploads/d',
} as const;
const item = documents as unknown as TPawnLoanListItem;

describe('payment per frequency', () => {
  it('labels each frequency as a period', () => {
    expect(paymentLabelFor('weekly')).toBe('Payment per weekly period');
    expect(paymentLabelFor('bi-weekly')).toBe('Payment per bi-weekly period');
    expect(paymentLabelFor('monthly')).toBe('Payment per monthly period');
    expect(paymentLabelFor('fortnightly')).toBe('Payment per weekly period');
  });

  it('multiplies the weekly instalment by 1, 2 or 4 in exact cents', () => {
    expect(paymentAmountText('3600.00', 'weekly')).toBe('J$3,600.00');
    expect(paymentAmountText('3600.00', 'bi-weekly')).toBe('J$7,200.00');
    expect(paymentAmountText('3600.00', 'monthly')).toBe('J$14,400.00');
    // 0.1 + 0.2 style float noise must not leak into the amount.
    expect(paymentAmountText('1234.57', 'monthly')).toBe('J$4,938.28');
    expect(paymentAmountText('not money', 'monthly')).toBe('J$0.00');
  });

  it('says how many weekly instalments one payment covers', () => {
    expect(paymentCoverText('weekly')).toBe('One weekly instalment');
    expect(paymentCoverText('bi-weekly')).toBe('2 weekly instalments');
    expect(paymentCoverText('monthly')).toBe('4 weekly instalments');
  });

  it('lets the frequency change only while the loan is open', () => {
    expect(['submitted', 'reviewed', 'approved', 'active'].every(canChangeFrequency)).toBe(true);
    expect(['completed', 'rejected', 'defaulted', 'cancelled'].some(canChangeFrequency)).toBe(false);
  });
});

describe('totalRepaymentOf', () => {
  it('uses the stored total repayment, else the total amount', () => {
    expect(totalRepaymentOf({ totalRepayment: '14400.00', totalAmount: '14000.00' })).toBe('14400.00');
    expect(totalRepaymentOf({ totalRepayment: '0.00', totalAmount: '14000.00' })).toBe('14000.00');
  });
});

describe('noStatusChoiceReason', () => {
  it('is null when the role has a next status to choose', () => {
    expect(noStatusChoiceReason('loan_officer', 'submitted')).toBeNull();
    expect(noStatusChoiceReason('loan_officer', 'approved')).toBeNull();
    expect(noStatusChoiceReason('admin', 'reviewed')).toBeNull();
    expect(noStatusChoiceReason('super_admin', 'defaulted')).toBeNull();
  });

  it('explains that the status is final', () => {
    expect(noStatusChoiceReason('admin', 'completed')).toBe('This application is Completed. That status is final and cannot be changed.');
    expect(noStatusChoiceReason('loan_officer', 'rejected')).toBe('This application is Rejected. That status is final and cannot be changed.');
  });

  it('explains that further decisions belong to admins', () => {
    expect(noStatusChoiceReason('loan_officer', 'reviewed')).toBe('This application is Reviewed. Only an admin or super admin can move it on from here.');
    expect(noStatusChoiceReason('loan_officer', 'active')).toMatch(/Only an admin or super admin/);
  });
});

describe('statusLabelOf', () => {
  it('names known statuses and capitalises unknown ones', () => {
    expect(statusLabelOf('reviewed')).toBe('Reviewed');
    expect(statusLabelOf('on_hold')).toBe('On hold');
    expect(statusLabelOf(null)).toBe('—');
  });
});

describe('documents', () => {
  it('finds the file behind each check and treats blanks as missing', () => {
    expect(documentUrlOf(item, 'borrowerPhotoVerified')).toBe('/objects/uploads/a');
    expect(documentUrlOf(item, 'borrowerTrnPhotoVerified')).toBeNull();
    expect(documentUrlOf(item, 'borrowerSignatureVerified')).toBeNull();
    expect(documentUrlOf(item, 'idDocumentVerified')).toBe('/objects/uploads/d');
  });

  it('knows whether a guarantor was given', () => {
    const none = { guarantorName: null, guarantorAddress: '', guarantorTRN: null, guarantorPhone: ' ' };
    expect(hasGuarantor(none)).toBe(false);
    expect(hasGuarantor({ ...none, guarantorName: 'Paul Brown' })).toBe(true);
  });
});
