import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';

export const emailSettings = pgTable('email_settings', {
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
});
