import { z } from 'zod';
import { ADMIN_AREA_ROLES, ROLES, type TRole } from '../roles';
import { ZPublicUser } from './auth';
import { text } from './fields';

export const LOGIN_METHODS = ['local', 'oidc'] as const;
export type TLoginMethod = (typeof LOGIN_METHODS)[number];
export const LOGIN_METHOD_LABELS: Record<TLoginMethod, string> = { local: 'Local', oidc: 'External provider' };

export const MIN_PASSWORD_LENGTH = 10;

/**
 * GET /api/admin/users (admin, super_admin): every account, newest first. `lockedUntil`: when the
 * account's sign-in lock ends (too many failed attempts, account-wide or at one IP), null when it
 * is not locked.
 */
export const ZAdminUser = ZPublicUser.extend({ lockedUntil: z.string().nullable() });
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUsersResponse = z.array(ZAdminUser);
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/** The list's role filter: staff (every account that opens /admin: not borrowers), all, or one role. */
export const USER_ROLE_FILTERS = ['staff', 'all', ...ROLES] as const;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** The roles a filter keeps, or null for all. */
export function rolesOfFilter(filter: TUserRoleFilter): readonly TRole[] | null {
  if (filter === 'all') return null;
  if (filter === 'staff') return ADMIN_AREA_ROLES;
  return [filter];
}

/**
 * GET /api/admin/users?role=&q=: both optional. Without them every account, as before; the User
 * Management screen asks for role=staff by default. q finds a part of the e-mail or the name.
 */
export const ZAdminUsersQuery = z.object({
  role: z.enum(USER_ROLE_FILTERS, { error: `role must be one of ${USER_ROLE_FILTERS.join(', ')}` }).default('all'),
  q: text('Search').trim().max(100, { error: 'Search must be at most 100 characters' }).default(''),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** DELETE /api/admin/users/{id}/sign-in-lock (super_admin): the account's failed sign-ins are forgotten. */
export const ZUnlockSignInResponse = z.object({ message: z.string() });
export type TUnlockSignInResponse = z.infer<typeof ZUnlockSignInResponse>;

export const ZUserIdParams = z.object({ id: z.uuid({ error: 'User not found' }) });

const name = (label: string) => text(label).trim().max(100, { error: `${label} must be at most 100 characters` });

/**
 * POST /api/admin/users. Only a super_admin may give the roles super_admin and it. A local account
 * needs a password of at least 10 characters; an external-provider account may have none.
 */
export const ZCreateUserRequest = z.object({
  email: text('Email').trim().toLowerCase().max(254).pipe(z.email({ error: 'Please enter a valid email address' })),
  firstName: name('First name').nullish(),
  lastName: name('Last name').nullish(),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  password: text('Password').max(1024).nullish(),
  bankAccountNumber: text('Bank account number').trim().max(50, { error: 'Bank account number must be at most 50 characters' }).nullish(),
  loginMethod: z.enum(LOGIN_METHODS, { error: `Login method must be one of ${LOGIN_METHODS.join(', ')}` }).default('local'),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** PATCH /api/admin/users/{id}: the active toggle. */
export const ZSetUserActiveRequest = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export type TSetUserActiveRequest = z.infer<typeof ZSetUserActiveRequest>;

/** PUT /api/admin/users/{id}: the active flag, the role, or both. */
export const ZUpdateUserRequest = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  })
  .refine((v) => v.isActive !== undefined || v.role !== undefined, { error: 'Nothing to update: send isActive or role' });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const USER_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  emailTaken: 'A user with this email address already exists',
  roleNotAllowed: 'Only a super admin can create or assign super admin and IT accounts.',
  protectedAccount: 'Only a super admin can change a super admin or IT account.',
  notYourself: 'You cannot change your own role or deactivate your own account.',
  deleteYourself: 'Super admins cannot delete their own account.',
  lastSuperAdmin: 'At least one active super admin must remain.',
  notFound: 'User not found',
  unlocked: 'Sign-in unlocked',
} as const;
