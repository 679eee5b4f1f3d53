import type { TRole } from '@common/roles';

export type TAccountFeature = { name: string; description: string };

const LOANS: TAccountFeature = {
  name: 'Loan Application Management',
  description: 'Open loan applications, check documents and move them to reviewed.',
};
const REVIEW: TAccountFeature = {
  name: 'Application Review & Approval',
  description: 'Approve, reject, activate and close loan applications.',
};
const EMAIL: TAccountFeature = {
  name: 'Email Notification Management',
  description: 'Configure the e-mail account that sends receipts and confirmations.',
};
const USERS: TAccountFeature = {
  name: 'User Account Management',
  description: 'Create staff accounts, activate, deactivate and delete them.',
};
const SYSTEM: TAccountFeature = {
  name: 'System Administration',
  description: 'System status, backups and restore, and the database browser.',
};

/**
 * The profile tab's account features by role (spec staff-area section 2): loan application
 * management for all staff; review and e-mail for admin and super_admin; user accounts for
 * super_admin. it manages the system and no borrower data (DESIGN decision 1), so it sees that.
 */
export function accountFeaturesFor(role: TRole): TAccountFeature[] {
  switch (role) {
    case 'loan_officer':
      return [LOANS];
    case 'admin':
      return [LOANS, REVIEW, EMAIL];
    case 'super_admin':
      return [LOANS, REVIEW, EMAIL, USERS, SYSTEM];
    case 'it':
      return [SYSTEM];
    case 'borrower':
      return [];
  }
}
