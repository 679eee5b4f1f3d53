import { ZPublicUser, type TPublicUser } from '@common/contracts/auth';
import { ZBorrowerSummary, type TBorrowerSummary } from '@common/contracts/borrowers';
import { ZPawnLoanListItem, type TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { ZLedgerTotals, ZPayableLoan, type TLedgerTotals, type TPayableLoan } from '@common/contracts/payments';
import { isStaffRole, type TRole } from '@common/roles';

// Records as the server answers them; each builder checks its result against the contract.

const NAMES: Record<TRole, [string, string]> = {
  borrower: ['Bea', 'Borrower'],
  loan_officer: ['Lou', 'Officer'],
  admin: ['Ada', 'Admin'],
  super_admin: ['Sam', 'Super'],
  it: ['Ian', 'Tech'],
};

export function aUser(role: TRole): TPublicUser {
  const [firstName, lastName] = NAMES[role];
  return ZPublicUser.parse({
    id: `user-${role}`,
    email: `${firstName.toLowerCase()}@pawnbook.test`,
    firstName,
    lastName,
    role,
    profileImageUrl: null,
    signatureUrl: null,
    trnPhotoUrl: null,
    bankAccountNumber: null,
    isActive: true,
    loginMethod: 'local',
    mustChangePassword: false,
    creditStatus: null,
    isStaff: isStaffRole(role),
    createdAt: '2025-01-06T14:00:00.000Z',
    updatedAt: '2025-01-06T14:00:00.000Z',
  });
}

export function anApplication(changes: Partial<TPawnLoanListItem> = {}): TPawnLoanListItem {
  return ZPawnLoanListItem.parse({
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    applicationNumber: 'PL-2025-000042',
    borrowerName: 'Marcia Brown',
    borrowerEmail: 'marcia@example.com',
    borrowerAddress: '12 Hope Road, Kingston',
    borrowerTRN: '123456789',
    borrowerPhone: '876-555-0101',
    borrowerID: 'ID-778899',
    borrowerPhotoUrl: null,
    borrowerTrnPhotoUrl: null,
    borrowerSignatureUrl: null,
    borrowerSignatureMethod: 'drawn',
    borrowerBankAccountNumber: null,
    idDocumentType: 'passport',
    idDocumentUrl: null,
    idDocumentNumber: null,
    idExpiryDate: null,
    borrowerPhotoVerified: 'pending',
    borrowerTrnPhotoVerified: 'pending',
    borrowerSignatureVerified: 'pending',
    idDocumentVerified: 'pending',
    guarantorName: null,
    guarantorAddress: null,
    guarantorTRN: null,
    guarantorPhone: null,
    guarantorEmail: null,
    guarantorConsent: 'none',
    guarantorConsentAt: null,
    renewedFromApplicationId: null,
    loanAmount: '10000.00',
    interestRate: '20',
    termWeeks: 4,
    paymentFrequency: 'weekly',
    weeklyInstalment: '3000.00',
    totalAmount: '12000.00',
    totalRepayment: '12000.00',
    lateFine: '500.00',
    lateFeePercent: null,
    startDate: null,
    startDateReason: null,
    collateralProperty: 'Gold chain',
    agreementDate: '2025-03-03T05:00:00.000Z',
    validFrom: '2025-03-03T05:00:00.000Z',
    endingOn: '2025-03-31T05:00:00.000Z',
    status: 'submitted',
    reviewedBy: null,
    reviewNotes: null,
    createdAt: '2025-03-03T15:00:00.000Z',
    updatedAt: '2025-03-03T15:00:00.000Z',
    ...changes,
  });
}

export function ledgerTotals(changes: Partial<TLedgerTotals> = {}): TLedgerTotals {
  return ZLedgerTotals.parse({
    totalDue: '12000.00',
    paid: '9000.00',
    outstanding: '3000.00',
    overdueAmount: '0.00',
    isOverdue: false,
    overdueInstalments: 0,
    nextDueDate: '2025-03-31',
    nextDueAmount: '3000.00',
    paymentAmount: '3000.00',
    lateFee: '600.00',
    lateFeesDue: '0.00',
    lateChargesPaid: '0.00',
    lateInstalments: 0,
    lateFeesCharged: '0.00',
    lateFeesOutstanding: '0.00',
    settledOn: null,
    settledAmount: '0.00',
    ...changes,
  });
}

export function aPayableLoan(changes: Partial<TPayableLoan> = {}): TPayableLoan {
  return ZPayableLoan.parse({
    id: '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
    applicationNumber: 'PL-2025-000007',
    borrowerName: 'Delroy Campbell',
    borrowerEmail: 'delroy@example.com',
    borrowerPhone: '876-555-0199',
    status: 'active',
    paymentFrequency: 'weekly',
    weeklyInstalment: '3000.00',
    totals: ledgerTotals(),
    ...changes,
  });
}

export function aBorrowerSummary(changes: Partial<TBorrowerSummary> = {}): TBorrowerSummary {
  return ZBorrowerSummary.parse({
    id: 'b-1',
    idNumber: 'JM-1001',
    name: 'Marcia Brown',
    email: 'marcia@example.com',
    phone: '876-555-0101',
    address: '1 King St',
    trn: null,
    bankAccountNumber: null,
    photoUrl: null,
    signatureUrl: null,
    trnPhotoUrl: '/objects/uploads/0b7c8f6e-0000-4000-8000-000000000001',
    totalLoans: 0,
    activeLoans: 0,
    totalBorrowed: '0.00',
    totalRepaid: '0.00',
    lastLoanDate: null,
    creditStatus: 'good',
    creditStatusSource: 'derived',
    photoVerified: 'pending',
    trnPhotoVerified: 'verified',
    signatureVerified: 'pending',
    idDocumentVerified: 'pending',
    hasAccount: false,
    ...changes,
  });
}
