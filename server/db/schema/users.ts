import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    profileImageUrl: varchar({ length: 500 }),
    signatureUrl: varchar({ length: 500 }),
    trnPhotoUrl: varchar({ length: 500 }),
    bankAccountNumber: varchar({ length: 50 }),
    role: varchar({ length: 20 }).notNull().default('borrower'),
    /** argon2id hash; never leaves the server. Null for accounts that sign in only through the external provider. */
    password: text(),
    isActive: boolean().notNull().default(true),
    loginMethod: varchar({ length: 20 }).notNull().default('oidc'),
    /** The external provider's `sub` for this person, stored at their first external sign-in; later ones must match. */
    oidcSubject: varchar({ length: 255 }),
    /** Set by a super admin's password reset: the one-time password must be replaced before anything else. */
    mustChangePassword: boolean().notNull().default(false),
    /** When this person put away the first-run checklist on /admin; null while it may show. */
    firstRunDismissedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_key').on(t.oidcSubject),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('borrower','loan_officer','admin','super_admin','it')`),
  ],
);
