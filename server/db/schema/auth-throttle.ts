import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed credential checks per key (e-mail and IP); shared by every app instance. */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
});
