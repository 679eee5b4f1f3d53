import { bigint, boolean, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_columns';

export const systemBackups = pgTable('system_backups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  filename: varchar({ length: 255 }).notNull().unique(),
  fileSize: bigint({ mode: 'number' }).notNull().default(0),
  backupType: varchar({ length: 20 }).notNull().default('full'),
  createdBy: varchar({ length: 200 }),
  createdAt: createdAt(),
  status: varchar({ length: 20 }).notNull().default('completed'),
  recordCount: integer().notNull().default(0),
});

export const autoBackupSettings = pgTable('auto_backup_settings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  isEnabled: boolean().notNull().default(false),
  frequency: varchar({ length: 10 }).notNull().default('daily'),
  time: varchar({ length: 5 }).notNull().default('02:00'),
  retentionDays: integer().notNull().default(30),
  maxBackups: integer().notNull().default(10),
  lastRun: timestamp({ withTimezone: true, mode: 'date' }),
  nextRun: timestamp({ withTimezone: true, mode: 'date' }),
  status: varchar({ length: 20 }).notNull().default('active'),
  errorMessage: varchar({ length: 1000 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
