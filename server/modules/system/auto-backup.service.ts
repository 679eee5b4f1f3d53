import type { TAutoBackupSettings, TAutoBackupSettingsRequest, TBackupFrequency } from '@common/contracts/system';
import type { TDb } from '../../db/client';
import { enqueueEmail } from '../../lib/outbox.repository';
import { systemLogErrorMessage, writeSystemLog } from '../../lib/system-log';
import { recordAudit, type TAuditActor } from '../audit';
import { nextBackupRun } from './backup-schedule';
import { createBackup, removeBackupFile, type TSystemDeps } from './backup.service';
import {
  autoBackupsToPrune,
  claimScheduledRun,
  readAutoBackupSettings,
  superAdminEmails,
  updateAutoBackupSettings,
  type TAutoBackupRow,
} from './system.repository';

export function toAutoBackupSettings(row: TAutoBackupRow): TAutoBackupSettings {
  return {
    isEnabled: row.isEnabled,
    frequency: row.frequency as TBackupFrequency,
    time: row.time,
    retentionDays: row.retentionDays,
    maxBackups: row.maxBackups,
    lastRun: row.lastRun?.toISOString() ?? null,
    nextRun: row.nextRun?.toISOString() ?? null,
    status: row.status,
    errorMessage: row.errorMessage,
  };
}

export async function getAutoBackupSettings(db: TDb): Promise<TAutoBackupSettings> {
  return toAutoBackupSettings(await readAutoBackupSettings(db));
}

/** Saves the schedule and works out its next run (Jamaica time); switching it off clears the next run. */
export async function saveAutoBackupSettings(db: TDb, actor: TAuditActor, input: TAutoBackupSettingsRequest, now = new Date()): Promise<TAutoBackupSettings> {
  return db.transaction(async (tx) => {
    const before = await readAutoBackupSettings(tx);
    const nextRun = input.isEnabled ? nextBackupRun(input, now, before.lastRun) : null;
    const row = await updateAutoBackupSettings(tx, before.id, { ...input, nextRun });
    await recordAudit(tx, actor, {
      action: 'system.auto-backup.update',
      entity: 'auto-backup-settings',
      entityId: String(row.id),
      summary: {
        before: { isEnabled: before.isEnabled, frequency: before.frequency, time: before.time, retentionDays: before.retentionDays, maxBackups: before.maxBackups },
        after: input,
      },
    });
    return toAutoBackupSettings(row);
  });
}

export type TScheduledRunResult = 'not-due' | 'taken-elsewhere' | 'completed' | 'failed';

/**
 * The scheduled backup, run every minute by the job (under its lease). A due run is claimed by
 * moving nextRun on in one conditional update, so of two instances that both see it due exactly
 * one makes the backup. Then retention; a failure is recorded on the settings, logged and
 * e-mailed to the super admins.
 */
export async function runScheduledBackup(deps: TSystemDeps, now = new Date()): Promise<TScheduledRunResult> {
  const settings = await readAutoBackupSettings(deps.db);
  if (!settings.isEnabled || !settings.nextRun || settings.nextRun.getTime() > now.getTime()) return 'not-due';
  const next = nextBackupRun({ frequency: settings.frequency as TBackupFrequency, time: settings.time }, now, now);
  if (!(await claimScheduledRun(deps.db, settings.id, settings.nextRun, next, now))) return 'taken-elsewhere';
  try {
    await createBackup(deps, { backupType: 'auto', createdBy: 'Scheduled backup' });
    await applyRetention(deps, settings, now);
    await updateAutoBackupSettings(deps.db, settings.id, { status: 'active', errorMessage: null });
    return 'completed';
  } catch (error) {
    const message = systemLogErrorMessage(error);
    await updateAutoBackupSettings(deps.db, settings.id, { status: 'error', errorMessage: `Scheduled backup failed: ${message}`.slice(0, 1000) });
    await writeSystemLog(deps.db, { level: 'error', event: 'auto-backup.failed', message: `Scheduled backup failed: ${message}` });
    for (const toAddress of await superAdminEmails(deps.db)) {
      await enqueueEmail(deps.db, {
        toAddress,
        subject: 'Pawnbook: the scheduled backup failed',
        textBody:
          `The scheduled backup of ${now.toISOString()} failed:\n\n${message}\n\n` +
          'Open System Admin to see the error, create a backup by hand, and check the storage. The schedule will try again at its next time.',
        kind: 'system.auto-backup-failed',
        relatedEntity: 'auto-backup-settings',
        relatedId: String(settings.id),
      });
    }
    return 'failed';
  }
}

/** Removes auto backups older than retentionDays or beyond the newest maxBackups; never manual or pre-restore ones. */
export async function applyRetention(deps: TSystemDeps, settings: Pick<TAutoBackupRow, 'retentionDays' | 'maxBackups'>, now = new Date()): Promise<number> {
  const cutOff = new Date(now.getTime() - settings.retentionDays * 24 * 60 * 60 * 1000);
  const expired = await autoBackupsToPrune(deps.db, cutOff, settings.maxBackups);
  for (const row of expired) await removeBackupFile(deps, row);
  if (expired.length > 0) {
    await writeSystemLog(deps.db, { level: 'info', event: 'backup.retention', message: `Retention removed ${expired.length} auto backup(s): ${expired.map((r) => r.filename).join(', ')}` });
  }
  return expired.length;
}
