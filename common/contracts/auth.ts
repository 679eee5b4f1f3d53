import { z } from 'zod';
import { ROLES } from '../roles';
import { text } from './fields';

export const ZRole = z.enum(ROLES);

export const ZLocalLoginRequest = z.object({
  email: text('Email').trim().min(1, 'Email is required').max(254).email('Please enter a valid email address'),
  password: text('Password').min(1, 'Password is required').max(1024),
});
export type TLocalLoginRequest = z.infer<typeof ZLocalLoginRequest>;

/** The user as any client sees it: never a password hash. */
export const ZPublicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZRole,
  profileImageUrl: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  trnPhotoUrl: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  isActive: z.boolean(),
  loginMethod: z.string(),
  /** After a super admin's reset: the one-time password must be replaced before anything else. */
  mustChangePassword: z.boolean(),
  creditStatus: z.string().nullable(),
  isStaff: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZLogoutResponse = z.object({ message: z.string() });
