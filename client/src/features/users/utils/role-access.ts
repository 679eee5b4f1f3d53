import type { TRole } from '@common/roles';

/**
 * What each role opens, in a sentence, for the role-change confirmation: a new role changes what a
 * person may see (borrowers' identity documents, money, the system), so the dialog says it plainly.
 * Mirrors common/permissions.ts, which the server enforces.
 */
export const ROLE_ACCESS: Record<TRole, string> = {
  borrower: 'Only their own loans, payments and profile; no staff screens.',
  loan_officer: 'Loan applications, borrowers and their identity documents, payments and collections.',
  admin: 'Everything a loan officer sees, plus accounting, staff users, e-mail settings and the activity log.',
  super_admin: 'Everything, including deleting records, activating accounts, password resets and restoring backups.',
  it: 'System Admin and their own profile only; no borrower data.',
};
