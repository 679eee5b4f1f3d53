import { z } from 'zod';
import { text } from './fields';

/**
 * The body of every delete that needs a super admin's confirmation (applications, users, payments).
 * Loose on purpose: a missing field reaches the service, which answers 401 with one clear message
 * instead of a validation error.
 */
export const ZSuperAdminCredentials = z.object({
  email: text('Super admin email').max(254).nullish(),
  password: text('Super admin password').max(1024).nullish(),
});
export type TSuperAdminCredentials = z.infer<typeof ZSuperAdminCredentials>;

export const SUPER_ADMIN_CREDENTIAL_MESSAGES = {
  missing: 'Super admin email and password are required.',
  // Also the answer to the right password of someone who is not an active super admin (401 either way).
  invalid: 'Invalid super admin credentials.',
} as const;

/** What a successful delete answers. */
export const ZDeletedResponse = z.object({ message: z.string() });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

/** POST /api/auth/validate-admin: the super admin's e-mail and password are right (else 401). */
export const ZValidateAdminResponse = z.object({ ok: z.literal(true) });
export type TValidateAdminResponse = z.infer<typeof ZValidateAdminResponse>;
