import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { autoBackupSettings, systemBackups, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/error-handler';

export type TBackupRow = typeof systemBackups.$inferSelect;
export type TAutoBackupRow = typeof autoBackupSettings.$inferSelect;

/** Records a backup being written under the first free name nameOf(1), nameOf(2) ... */
export async function insertRunningBackup(
  db: TExecutor,
  nameOf: (attempt: number) => string,
  input: { backupType: string; createdBy: string | null },
): Promise<TBackupRow> {
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    try {
      const [row] = await db
        .insert(systemBackups)
        .values({ filename: nameOf(attempt), backupType: input.backupType, createdBy: input.createdBy, status: 'running' })
        .returning();
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free backup file name in this minute');
}

export async function finishBackup(db: TExecutor, id: number, result: { status: 'completed' | 'failed'; fileSize: number; recordCount: number }): Promise<TBackupRow | undefined> {
  const [row] = await db.update(systemBackups).set(result).where(eq(systemBackups.id, id)).returning();
  return row;
}

export async function listBackupRows(db: TExecutor): Promise<TBackupRow[]> {
  return db.select().from(systemBackups).orderBy(desc(systemBackups.createdAt), desc(systemBackups.id));
}

export async function findBackupByFilename(db: TExecutor, filename: string): Promise<TBackupRow | undefined> {
  const [row] = await db.select().from(systemBackups).where(eq(systemBackups.filename, filename));
  return row;
}

export async function findBackupById(db: TExecutor, id: number): Promise<TBackupRow | undefined> {
  const [row] = await db.select().from(systemBackups).where(eq(systemBackups.id, id));
  return row;
}

export async function deleteBackupRow(db: TExecutor, id: number): Promise<void> {
  await db.delete(systemBackups).where(eq(systemBackups.id, id));
}

/** The newest finished backup (completed or failed; one still being written is not news yet). */
export async function latestBackupRow(db: TExecutor): Promise<TBackupRow | undefined> {
  const [row] = await db
    .select()
    .from(systemBackups)
    .where(inArray(systemBackups.status, ['completed', 'failed']))
    .orderBy(desc(systemBackups.createdAt), desc(systemBackups.id))
    .limit(1);
  return row;
}

/** Auto backups retention would remove: older than the cut-off, or beyond the newest maxBackups. */
export async function autoBackupsToPrune(db: TExecutor, olderThan: Date, keep: number): Promise<TBackupRow[]> {
  const autos = await db
    .select()
    .from(systemBackups)
    .where(and(eq(systemBackups.backupType, 'auto'), inArray(systemBackups.status, ['completed', 'failed'])))
    .orderBy(desc(systemBackups.createdAt), desc(systemBackups.id));
  return autos.filter((row, index) => index >= keep || row.createdAt.getTime() < olderThan.getTime());
}

/** The one settings row (migration 0015 creates it; made again should it ever be gone). */
export async function readAutoBackupSettings(db: TExecutor): Promise<TAutoBackupRow> {
  const [row] = await db.select().from(autoBackupSettings).orderBy(asc(autoBackupSettings.id)).limit(1);
  if (row) return row;
  const [created] = await db.insert(autoBackupSettings).values({}).returning();
  if (!created) throw new Error('auto-backup settings could not be created');
  return created;
}

export async function updateAutoBackupSettings(db: TExecutor, id: number, values: Partial<typeof autoBackupSettings.$inferInsert>): Promise<TAutoBackupRow> {
  const [row] = await db.update(autoBackupSettings).set(values).where(eq(autoBackupSettings.id, id)).returning();
  if (!row) throw new Error('auto-backup settings row is gone');
  return row;
}

/**
 * Claims the run due at `due`: moves nextRun on only if it still says `due`. Of two instances
 * that both saw the run due, exactly one gets the row back.
 */
export async function claimScheduledRun(db: TExecutor, id: number, due: Date, next: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(autoBackupSettings)
    .set({ nextRun: next, lastRun: now })
    .where(and(eq(autoBackupSettings.id, id), eq(autoBackupSettings.nextRun, due)))
    .returning({ id: autoBackupSettings.id });
  return rows.length > 0;
}

/** E-mail addresses of the active super admins (a failed scheduled backup is sent to them). */
export async function superAdminEmails(db: TExecutor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(and(eq(users.role, 'super_admin'), eq(users.isActive, true)));
  return rows.map((row) => row.email);
}
