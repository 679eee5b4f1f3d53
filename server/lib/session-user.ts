import type { TPublicUser } from '@common/contracts/auth';
import { isStaffRole, type TRole } from '@common/roles';
import type { users } from '../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
/** A user as the session layer holds it: everything but the password hash. */
export type TSessionUser = Omit<TUserRow, 'password'>;

/** The only way a user leaves the server: never with the password hash. */
export function toPublicUser(row: TSessionUser): TPublicUser {
  const role = row.role as TRole;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role,
    profileImageUrl: row.profileImageUrl,
    signatureUrl: row.signatureUrl,
    trnPhotoUrl: row.trnPhotoUrl,
    bankAccountNumber: row.bankAccountNumber,
    isActive: row.isActive,
    loginMethod: row.loginMethod,
    mustChangePassword: row.mustChangePassword,
    // Credit status is a borrower record's (borrowers.credit_status), not an account's.
    creditStatus: null,
    isStaff: isStaffRole(role),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How staff are named in records (reviewer, processedBy): full name, else e-mail. */
export function displayNameOf(row: Pick<TUserRow, 'firstName' | 'lastName' | 'email'>): string {
  const full = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return full || row.email;
}
