import { describe, expect, it } from 'vitest';
import { accountFeaturesFor } from './account-features';

const names = (role: Parameters<typeof accountFeaturesFor>[0]) => accountFeaturesFor(role).map((f) => f.name);

describe('accountFeaturesFor', () => {
  it('gives every staff role loan application management, and adds features with the role', () => {
    expect(names('loan_officer')).toEqual(['Loan Application Management']);
    expect(names('admin')).toEqual(['Loan Application Management', 'Application Review & Approval', 'Email Notification Management']);
    expect(names('super_admin')).toEqual([
      'Loan Application Management',
      'Application Review & Approval',
      'Email Notification Management',
      'User Account Management',
      'System Administration',
    ]);
  });

  it('gives it the system only and a borrower nothing', () => {
    expect(names('it')).toEqual(['System Administration']);
    expect(names('borrower')).toEqual([]);
  });
});
