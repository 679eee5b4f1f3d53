import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../passwords';
import { text } from './fields';

/**
 * POST /api/auth/user/password (a signed-in local account): the current password and a new one
 * (common/passwords.ts says which are refused). Every other session of the account ends; this
 * browser gets a new session id. Also how a one-time password from a reset is replaced.
 */
export const ZChangePasswordRequest = z.object({
  currentPassword: text('Current password').min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
  newPassword: text('New password').min(1, 'New password is required').max(MAX_PASSWORD_LENGTH),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * POST /api/admin/users/{id}/reset-password (super_admin): the super admin's own password confirms
 * it. Answers a one-time password, shown once; the account must choose a new one at next sign-in.
 */
export const ZResetPasswordRequest = z.object({
  password: text('Your password').max(MAX_PASSWORD_LENGTH).nullish(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ temporaryPassword: z.string(), message: z.string() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const PASSWORD_MESSAGES = {
  changed: 'Password changed',
  currentWrong: 'Current password is incorrect.',
  notLocal: 'This account signs in with the external provider, so it has no password here.',
  changeRequired: 'You must choose a new password before you continue.',
  reset: 'Password reset. Give the one-time password to its owner: it is shown only once.',
  resetExternal: 'This account signs in with the external provider and has no password to reset.',
  resetYourself: 'Use Change Password in your own settings to change your password.',
} as const;
