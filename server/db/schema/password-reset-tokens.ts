import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';
import { users } from './users';

/**
 * A "Forgot password?" link sent by e-mail: only the SHA-256 of its random token is stored. It
 * works once, until expiresAt; a successful reset uses up every open link of the account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId), index('password_reset_tokens_expires_at_idx').on(t.expiresAt)],
);
