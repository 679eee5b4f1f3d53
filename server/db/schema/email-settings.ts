import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';

export const emailSettings = pgTable(
  'email_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    service: varchar({ length: 20 }).notNull(),
    isActive: boolean().notNull().default(false),
    smtpHost: varchar({ length: 255 }),
    smtpPort: integer().default(587),
    username: varchar({ length: 254 }).notNull(),
    /** AES-256-GCM ciphertext; never returned by any call, backup or table browser. */
    password: text().notNull(),
    senderName: varchar({ length: 200 }).notNull().default('Pawnbook'),
    senderEmail: varchar({ length: 254 }),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one default: the service clears the others first, the index stops any race past it.
    uniqueIndex('email_settings_one_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
    check('email_settings_service_check', sql`${t.service} in ('gmail','smtp','sendgrid')`),
    check('email_settings_port_check', sql`${t.smtpPort} is null or ${t.smtpPort} between 1 and 65535`),
  ],
);
