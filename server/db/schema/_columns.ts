import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** J$ amounts: numeric(12,2) in SQL, read as two-decimal strings, computed in integer cents on the server. */
export const money = () => numeric({ precision: 12, scale: 2 });
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
