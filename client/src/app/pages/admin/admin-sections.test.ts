import { describe, expect, it } from 'vitest';
import type { TRole } from '@common/roles';
import { ADMIN_SECTIONS, sectionsFor } from './admin-sections';

const labelsFor = (role: TRole) => sectionsFor(role).map((section) => section.label);

describe('admin sections per role', () => {
  it('shows a borrower no staff tab at all', () => {
    expect(labelsFor('borrower')).toEqual([]);
  });

  it('shows a loan officer the loans, the pledge book, the money they record and their profile', () => {
    expect(labelsFor('loan_officer')).toEqual(['Loan Applications', 'New pawn', 'Pledges', 'Payments', 'Collections', 'Borrowers', 'Profile']);
  });

  it('shows an admin everything but System Admin', () => {
    expect(labelsFor('admin')).toEqual(['Loan Applications', 'New pawn', 'Pledges', 'Accounting', 'Payments', 'Collections', 'Reports', 'Books', 'Borrowers', 'Staff Users', 'Email Settings', 'Activity', 'Profile']);
  });

  it('shows a super admin every tab', () => {
    expect(labelsFor('super_admin')).toEqual(ADMIN_SECTIONS.map((section) => section.label));
  });

  it('shows it only System Admin and Profile (DESIGN decision 1)', () => {
    expect(labelsFor('it')).toEqual(['Profile', 'System Admin']);
  });
});
