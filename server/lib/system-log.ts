import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { systemLogs } from '../db/schema';
import { safeErrorMessage } from './logger';

export type TSystemLogLevel = 'info' | 'warn' | 'error';
export type TSystemLogEntry = { level: TSystemLogLevel; event: string; message: string; requestId?: string | null };

/** How much System Logs keeps: rows older than this, or beyond the newest MAX_ROWS, are removed by a job. */
export const SYSTEM_LOG_RETENTION = { days: 90, maxRows: 20_000 } as const;

// A message names what happened, never who it happened to: e-mail addresses that a library put in
// an error (a refused recipient) are masked before the row is written, and the text is bounded.
const EMAIL_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;

export function safeSystemLogMessage(message: string): string {
  return message.replace(EMAIL_ADDRESS, '[e-mail]').slice(0, 1000);
}

/** The message of an error as System Logs may hold it (no SQL parameters, row values or addresses). */
export function systemLogErrorMessage(error: unknown): string {
  return safeSystemLogMessage(safeErrorMessage(error));
}

/**
 * Writes one event for System Admin's System Logs. Never throws: a log row that cannot be written
 * (the database is down) must not turn the event itself into a failure.
 */
export async function writeSystemLog(db: TExecutor, entry: TSystemLogEntry): Promise<void> {
  try {
    await db.insert(systemLogs).values({
      level: entry.level,
      event: entry.event.slice(0, 60),
      message: safeSystemLogMessage(entry.message),
      requestId: entry.requestId?.slice(0, 100) ?? null,
    });
  } catch {
    // Nothing to do: the same event is in the process log.
  }
}

/** Removes rows beyond the retention (age, then count); answers how many went. */
export async function pruneSystemLogs(db: TExecutor, retention = SYSTEM_LOG_RETENTION): Promise<number> {
  const result = await db.execute(sql`
    delete from system_logs where created_at < now() - make_interval(days => ${retention.days})
      or id <= (select id from system_logs order by id desc offset ${retention.maxRows} limit 1)`);
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}
