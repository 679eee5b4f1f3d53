import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TBackupStatusResponse, TBackupType, TSystemBackup } from '@common/contracts/system';
import { SYSTEM_MESSAGES } from '@common/contracts/system';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { systemLogErrorMessage, writeSystemLog } from '../../lib/system-log';
import { recordAudit, type TAuditActor } from '../audit';
import { backupFilenameOf } from './backup-schedule';
import type { TBackupStore } from './backup-store';
import { writeBackupFile, type TFileProblems } from './backup-writer';
import { latestMigrationTag } from './schema-version';
import { backupWorkFile, backupWorkName, holdWorkLease, removeStaleWorkFiles } from './work-leases';
import {
  deleteBackupRow,
  findBackupByFilename,
  findBackupById,
  finishBackup,
  insertRunningBackup,
  latestBackupRow,
  listBackupRows,
  type TBackupRow,
} from './system.repository';

/** What the system module's services work with. */
export type TSystemDeps = { db: TDb; objectStore: TObjectStore; backupStore: TBackupStore; version: string };

/**
 * Writes a backup (streaming, see backup-writer), stores it and records it. The row is made first
 * (status running) so the name is reserved; a failure leaves it marked failed, with no file. Its
 * lease shows it is still being written: should the server stop, the interrupted-work job ends it.
 */
export async function createBackup(
  deps: TSystemDeps,
  input: { backupType: TBackupType; createdBy: string | null; requestId?: string | undefined },
): Promise<TBackupRow> {
  const started = Date.now();
  const row = await insertRunningBackup(deps.db, (attempt) => backupFilenameOf(new Date(started), attempt), input);
  const temp = path.join(deps.backupStore.workDir, backupWorkFile(row.id));
  let release: (() => Promise<void>) | null = null;
  try {
    release = await holdWorkLease(deps.db, backupWorkName(row.id));
    await mkdir(deps.backupStore.workDir, { recursive: true });
    await removeStaleWorkFiles(deps.db, deps.backupStore.workDir).catch(() => undefined);
    const written = await writeBackupFile(deps.db, deps.objectStore, temp, { appVersion: deps.version, schemaVersion: latestMigrationTag() });
    await deps.backupStore.putFile(row.filename, temp);
    const done = await finishBackup(deps.db, row.id, { status: 'completed', fileSize: written.size, recordCount: written.recordCount });
    const problems = fileProblemsText(written.fileProblems);
    await writeSystemLog(deps.db, {
      level: problems ? 'warn' : 'info',
      event: 'backup.created',
      message: `${input.backupType} backup ${row.filename}: ${written.recordCount} rows, ${written.size} bytes in ${Date.now() - started} ms${problems}`,
      requestId: input.requestId ?? null,
    });
    return done ?? row;
  } catch (error) {
    await rm(temp, { force: true });
    await finishBackup(deps.db, row.id, { status: 'failed', fileSize: 0, recordCount: 0 }).catch(() => undefined);
    await writeSystemLog(deps.db, {
      level: 'error',
      event: 'backup.failed',
      message: `${input.backupType} backup ${row.filename} failed: ${systemLogErrorMessage(error)}`,
      requestId: input.requestId ?? null,
    });
    throw error;
  } finally {
    await release?.();
  }
}

/** How many uploads ids a log line names; the count is always whole. */
const IDS_SHOWN = 10;

/** What the backup could not do for some uploads, for System Logs ('' when nothing). */
function fileProblemsText(problems: TFileProblems): string {
  const idsOf = (ids: string[]) => ids.slice(0, IDS_SHOWN).join(', ') + (ids.length > IDS_SHOWN ? ', ...' : '');
  const parts: string[] = [];
  const { missing, unreadable, badKeys } = problems;
  if (missing.length > 0) parts.push(`${missing.length} listed ${missing.length === 1 ? 'file is' : 'files are'} missing from file storage (uploads ${idsOf(missing)})`);
  if (unreadable.length > 0) parts.push(`${unreadable.length} listed ${unreadable.length === 1 ? 'file' : 'files'} could not be read (uploads ${idsOf(unreadable)})`);
  if (badKeys.length > 0) {
    parts.push(
      `${badKeys.length} uploads ${badKeys.length === 1 ? 'row has' : 'rows have'} a file key Pawnbook does not make (${idsOf(badKeys)}): ` +
        'a restore refuses this backup; delete those objects rows and take a new one',
    );
  }
  return parts.map((part) => `; ${part}`).join('');
}

export function toSystemBackup(row: TBackupRow, actualFileSize: number | null): TSystemBackup {
  return {
    id: row.id,
    filename: row.filename,
    fileSize: row.fileSize,
    backupType: row.backupType,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    recordCount: row.recordCount,
    fileExists: actualFileSize !== null,
    actualFileSize,
  };
}

/** Every recorded backup, newest first, with whether its file is still in the store and its size there. */
export async function listBackups(deps: TSystemDeps): Promise<TSystemBackup[]> {
  const rows = await listBackupRows(deps.db);
  return Promise.all(rows.map(async (row) => toSystemBackup(row, await deps.backupStore.size(row.filename))));
}

export async function backupStatus(deps: TSystemDeps): Promise<TBackupStatusResponse> {
  const row = await latestBackupRow(deps.db);
  return {
    lastBackup: row
      ? { filename: row.filename, createdAt: row.createdAt.toISOString(), backupType: row.backupType, fileSize: row.fileSize, status: row.status }
      : null,
  };
}

/** A recorded backup's file: only names system_backups holds, so no path from a request reaches the store. */
export async function openBackupDownload(deps: TSystemDeps, filename: string): Promise<{ filename: string; size: number; stream: Readable }> {
  const row = await findBackupByFilename(deps.db, filename);
  if (!row || row.status !== 'completed') throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.backupNotFound);
  const size = await deps.backupStore.size(row.filename);
  const stream = size === null ? null : await deps.backupStore.open(row.filename);
  if (size === null || !stream) throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.backupNotFound);
  return { filename: row.filename, size, stream };
}

/** Removes a backup's file and its row (the credentials were checked by the route). */
export async function deleteBackup(deps: TSystemDeps, actor: TAuditActor, id: number): Promise<{ message: string }> {
  const row = await findBackupById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.backupNotFound);
  if (row.status === 'running') throw new AppError('CONFLICT', 'This backup is still being written. Try again when it has finished.');
  await deps.backupStore.delete(row.filename);
  await deps.db.transaction(async (tx) => {
    await deleteBackupRow(tx, row.id);
    await recordAudit(tx, actor, { action: 'system.backup.delete', entity: 'system-backup', entityId: String(row.id), summary: { filename: row.filename, backupType: row.backupType } });
  });
  await writeSystemLog(deps.db, { level: 'info', event: 'backup.deleted', message: `Backup ${row.filename} deleted` });
  return { message: 'Backup deleted' };
}

/** Removes the file and row of a backup retention let go (no actor: the schedule did it). */
export async function removeBackupFile(deps: TSystemDeps, row: TBackupRow): Promise<void> {
  await deps.backupStore.delete(row.filename);
  await deleteBackupRow(deps.db, row.id);
}
