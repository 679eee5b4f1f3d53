import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../passwords';
import { text } from './fields';

/**
 * PUT /api/auth/user/email (a signed-in staff member with a local account): the new address and
 * the current password. 200 with the updated user; 400 bad input, 401 wrong password (counted on
 * the sign-in limits, 429 beyond), 409 when another account has the address. Audited; the old
 * address is told by e-mail.
 */
export const ZChangeOwnEmailRequest = z.object({
  email: text('Email').trim().toLowerCase().min(1, 'Email is required').max(254).pipe(z.email({ error: 'Please enter a valid email address' })),
  currentPassword: text('Current password').min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
});
export type TChangeOwnEmailRequest = z.infer<typeof ZChangeOwnEmailRequest>;

export const OWN_EMAIL_MESSAGES = {
  wrongPassword: 'Current password is incorrect.',
  taken: 'Another account already uses this e-mail address.',
  same: 'This is already your e-mail address.',
  notLocal: 'This account signs in with the external provider: change your e-mail address there.',
} as const;

/** One step of the first-run checklist: what to set, whether it is set, and where. */
export const FIRST_RUN_ITEMS = ['name-and-email', 'shop-name', 'shop-address', 'licence-and-hours', 'email-settings'] as const;
export type TFirstRunItemId = (typeof FIRST_RUN_ITEMS)[number];

export const ZFirstRunItem = z.object({
  id: z.enum(FIRST_RUN_ITEMS),
  label: z.string(),
  done: z.boolean(),
  /** A same-site path: where this is set. */
  href: z.string(),
});
export type TFirstRunItem = z.infer<typeof ZFirstRunItem>;

/**
 * GET /api/auth/user/first-run (signed in): the short checklist a shop's owner sees on /admin
 * until they put it away. `show` is true for a super admin who has not dismissed it while any step
 * is left; everyone else gets show false and no items.
 */
export const ZFirstRunChecklist = z.object({ show: z.boolean(), items: z.array(ZFirstRunItem) });
export type TFirstRunChecklist = z.infer<typeof ZFirstRunChecklist>;

/** POST /api/auth/user/first-run/dismiss: put away for this account, on every device. */
export const ZDismissFirstRunResponse = ZFirstRunChecklist;
