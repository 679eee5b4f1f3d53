import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../passwords';
import { text } from './fields';

/** How long a reset link works after it is sent. */
export const RESET_LINK_MINUTES = 30;

/**
 * POST /api/auth/forgot-password (anyone): answers 202 with the same message whether or not the
 * address has an account, so the form cannot be used to find out who has one. A local account gets
 * an e-mail with APP_URL/reset-password?token=... (single use, 30 minutes); an account that signs
 * in with the external provider gets one that points it there.
 */
export const ZForgotPasswordRequest = z.object({
  email: text('Email').trim().min(1, 'Email is required').max(254).pipe(z.email({ error: 'Please enter a valid email address' })),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordResponse = z.object({ message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/**
 * POST /api/auth/reset-password (anyone holding a link): the token from the link and the new
 * password (common/passwords.ts says which are refused). Answers 200; every session of the account
 * ends and every other open link of it stops working. A used, expired or unknown token: 400.
 */
export const ZResetPasswordWithTokenRequest = z.object({
  token: text('Token').trim().min(1, 'The reset link is incomplete. Open the link from the e-mail again.').max(200),
  password: text('New password').min(1, 'New password is required').max(MAX_PASSWORD_LENGTH),
});
export type TResetPasswordWithTokenRequest = z.infer<typeof ZResetPasswordWithTokenRequest>;
export const ZResetPasswordWithTokenResponse = z.object({ message: z.string() });
export type TResetPasswordWithTokenResponse = z.infer<typeof ZResetPasswordWithTokenResponse>;

export const ACCOUNT_RECOVERY_MESSAGES = {
  sent: `If an account uses that e-mail address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`,
  badLink: 'This reset link has already been used or has expired. Ask for a new one on the Forgot password page.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;
