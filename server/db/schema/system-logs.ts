import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';

/**
 * What the app itself reports for System Admin's System Logs: starts and stops, migrations,
 * backups and restores, job and e-mail delivery failures. Written by server/lib/system-log.ts,
 * never with personal data or secrets; old rows are removed by a job (bounded retention).
 */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    level: varchar({ length: 10 }).notNull(),
    event: varchar({ length: 60 }).notNull(),
    message: varchar({ length: 1000 }).notNull(),
    requestId: varchar({ length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_logs_created_idx').on(t.createdAt),
    index('system_logs_level_created_idx').on(t.level, t.createdAt),
    check('system_logs_level_check', sql`${t.level} in ('info','warn','error')`),
  ],
);
