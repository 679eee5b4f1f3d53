import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The spec's session store (sid, sess, expire) plus the owning user, so a user's sessions can be ended at once. */
export const session = pgTable(
  'session',
  {
    sid: text().primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_expire_idx').on(t.expire), index('session_user_id_idx').on(t.userId)],
);
