export const ROLES = ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const;
export type TRole = (typeof ROLES)[number];

/** Staff for the guard and the Admin Dashboard link: the spec's definition (it is handled apart, DESIGN decision 1). */
export const STAFF_ROLES: readonly TRole[] = ['loan_officer', 'admin', 'super_admin'];
export const ADMIN_ROLES: readonly TRole[] = ['admin', 'super_admin'];
/** Roles that may open /admin at all: staff plus it, which sees only System Admin and Profile. */
export const ADMIN_AREA_ROLES: readonly TRole[] = ['loan_officer', 'admin', 'super_admin', 'it'];

export const isStaffRole = (role: TRole | null | undefined): boolean => !!role && STAFF_ROLES.includes(role);
export const isAdminRole = (role: TRole | null | undefined): boolean => !!role && ADMIN_ROLES.includes(role);
export const canOpenAdminArea = (role: TRole | null | undefined): boolean => !!role && ADMIN_AREA_ROLES.includes(role);

export const ROLE_LABELS: Record<TRole, string> = {
  borrower: 'Borrower',
  loan_officer: 'Loan Officer',
  admin: 'Admin',
  super_admin: 'Super Admin',
  it: 'IT',
};
