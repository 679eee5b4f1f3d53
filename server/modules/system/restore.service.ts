import { createReadStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { SYSTEM_MESSAGES, type TRestoreResponse } from '@common/contracts/system';
import { rowsOf, type TExecutor } from '../../db/client';
import { isLockConflict } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { safeErrorMessage } from '../../lib/logger';
import { systemLogErrorMessage, writeSystemLog } from '../../lib/system-log';
import { recordAudit, type TAuditActor } from '../audit';
import { emailSettingsNeedingPassword } from '../email';
import { readBackup } from './backup-reader';
import { BackupFileError } from './backup-values';
import { DERIVED_TABLES, quoteIdent, readBackupCatalog, type TBackupCatalog, type TTableInfo } from './backup-tables';
import { validateBackupFile, type TBackupSummary } from './backup-validation';
import { createBackup, type TSystemDeps } from './backup.service';
import { restoreAnswerOf, restoreLogMessage, restoreNeedsAttention, type TRestoreOutcome } from './restore-answer';
import { putBackLaterAuditEntries, setAuditLogAside } from './restore-audit';
import { lockReplacedTables, tablesReferringTo } from './restore-locks';
import { FileStorageFailure, findMissingFiles, startObjectWrite, type TObjectWrite } from './restore-files';
import { latestMigrationTag } from './schema-version';

/** Rows sent in one INSERT, and the most text one may carry. */
const INSERT_ROWS = 5_000;
const INSERT_CHARS = 8 * 1024 * 1024;

/** A restore also opens the sealed SMTP passwords it brings, with this machine's app secret. */
export type TRestoreDeps = TSystemDeps & { secret: Buffer };
/** The backup received (a work file) and the name it was uploaded under, for the audit entry. */
export type TRestoreInput = { file: string; filename: string; requestId?: string | undefined };
/** What the second pass did with the backup's files: how many it stored, and the keys it only found listed. */
type TFileWrites = { restored: number; listedOnly: string[] };

/** A failure inside the restore's transaction, with what the administrator should read. */
class RestoreFailure extends Error {}

/**
 * Restores a backup file already received to local disk:
 * 1. validates the whole file, the sha256 of every file it carries included (400 with a message,
 *    nothing changed);
 * 2. takes a pre-restore backup of what is there now;
 * 3. in ONE transaction sets the audit log aside, empties the data tables (and the derived totals
 *    and sessions), sets the foreign keys aside, inserts the file's rows table by table in
 *    foreign-key order and writes the files it carries to file storage, adds the keys back (each
 *    checked over its whole table), rebuilds the derived totals, moves every list version on,
 *    resets the id sequences, puts back the audit entries the backup does not hold and records
 *    itself, keeps the restorer signed in, and tells every instance to drop its cached sessions.
 *    Any failure rolls the rows back (files already written stay: their keys are the backup's own).
 * 4. looks for the files the backup only lists (HEAD) and for SMTP passwords this machine's app
 *    secret cannot open, and says both in its answer and in System Logs.
 */
export async function restoreBackup(deps: TRestoreDeps, actor: TAuditActor, input: TRestoreInput): Promise<TRestoreResponse> {
  const { file, requestId } = input;
  const catalog = await readBackupCatalog(deps.db);
  let summary: TBackupSummary;
  try {
    summary = await validateBackupFile(file, catalog, { schemaVersion: latestMigrationTag() });
  } catch (error) {
    if (error instanceof BackupFileError) {
      await writeSystemLog(deps.db, { level: 'warn', event: 'restore.refused', message: `Restore refused: ${error.message}`, requestId: requestId ?? null });
      throw new AppError('BAD_REQUEST', `${error.message} Nothing was changed.`);
    }
    throw error;
  }
  const pre = await createBackup(deps, { backupType: 'pre-restore', createdBy: actor.user.email, requestId });
  const started = Date.now();
  const writes: TFileWrites = { restored: 0, listedOnly: [] };
  // Control characters never reach the audit log; the name is the uploader's own.
  const filename = input.filename.replace(/\p{Cc}/gu, '').slice(0, 200);
  let keptAuditEntries = 0;
  let replacedTables: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      // Tables not backed up whose rows refer to restored ones (sessions, password reset links,
      // guarantor invitations) are emptied with them: a table that refers to a truncated one must
      // be truncated with it, and its rows would point at rows that are replaced.
      const touched = [...catalog.tables.map((t) => t.name), ...DERIVED_TABLES];
      const replaced = [...touched, ...(await tablesReferringTo(tx, touched))];
      await lockReplacedTables(tx, replaced);
      replacedTables = replaced;
      const keptSessions = rowsOf<{ j: string }>(
        await tx.execute(sql`select coalesce(json_agg(s), '[]')::text as j from session s where s.user_id = ${actor.user.id}`),
      )[0]?.j ?? '[]';
      await setAuditLogAside(tx);
      await tx.execute(sql.raw(`truncate ${replaced.map(quoteIdent).join(', ')}`));
      // Row by row, the totals triggers cost most of a restore's time: they are off while the rows
      // go in (only in this transaction; foreign keys stay checked), and the totals are rebuilt
      // set-based afterwards by the function that holds the same rules (migration 0015).
      await setUserTriggers(tx, touched, false);
      const foreignKeys = await setForeignKeysAside(tx, catalog);
      await insertRowsAndFiles(tx, deps, catalog, file, writes);
      await putForeignKeysBack(tx, foreignKeys);
      await tx.execute(sql`select pawnbook_rebuild_derived_totals()`);
      await setUserTriggers(tx, touched, true);
      // Every list's version moves on, so no cached answer (ETag, memoised counts) is taken for the restored data.
      await tx.execute(sql`update change_counters set version = version + 1`);
      await resetSequences(tx, catalog.tables);
      keptAuditEntries = await putBackLaterAuditEntries(tx, catalog);
      await tx.execute(sql`
        insert into session select * from json_populate_recordset(null::session, ${keptSessions}::json) s
        where exists (select 1 from users u where u.id = s.user_id and u.is_active and u.role = 'super_admin')`);
      // Every instance drops every cached session and user (delivered at commit).
      await tx.execute(sql`select pg_notify('pawnbook_auth', 'restore')`);
      // The tables' triggers were off: the shop settings' cache hears it from here too.
      await tx.execute(sql`select pg_notify('pawnbook_shop', 'restore')`);
      await recordAudit(tx, actor, {
        action: 'system.restore',
        entity: 'system-backup',
        entityId: filename.slice(0, 100) || null,
        summary: {
          filename,
          backupCreatedAt: summary.header.createdAt ?? null,
          backupAppVersion: summary.header.appVersion ?? null,
          rows: summary.rows,
          tables: Object.fromEntries(summary.tables),
          files: summary.files,
          filesIncluded: summary.filesIncluded,
          restoredFiles: writes.restored,
          keptAuditEntries,
          preRestoreBackup: pre.filename,
        },
      });
    });
  } catch (error) {
    const message = error instanceof RestoreFailure || error instanceof BackupFileError || error instanceof FileStorageFailure ? error.message : isLockConflict(error) ? SYSTEM_MESSAGES.restoreTablesBusy : null;
    await writeSystemLog(deps.db, {
      // A busy table is a matter of trying again, not a fault.
      level: isLockConflict(error) ? 'warn' : 'error',
      event: 'restore.failed',
      message: `Restore failed and was rolled back: ${message ?? systemLogErrorMessage(error)}`,
      requestId: requestId ?? null,
    });
    // A job held the tables (deadlock or lock timeout): rolled back whole, to be tried again.
    if (isLockConflict(error)) throw new AppError('CONFLICT', SYSTEM_MESSAGES.restoreTablesBusy);
    if (error instanceof FileStorageFailure) throw new AppError('SERVICE_UNAVAILABLE', `${error.message} Nothing was changed; try again when file storage is available.`);
    if (message) throw new AppError('BAD_REQUEST', `${message} Nothing was changed.`);
    throw error;
  }
  // The planner's statistics describe the rows that were replaced: read them again (the PostgreSQL
  // manual's "Populating a Database" ends with ANALYZE; the embedded database has no autovacuum).
  await deps.db.execute(sql.raw(`analyze ${replacedTables.map(quoteIdent).join(', ')}`));
  const outcome: TRestoreOutcome = {
    summary,
    filename,
    preRestoreBackup: pre.filename,
    restoredFiles: writes.restored,
    missingFiles: await findMissingFiles(deps.objectStore, writes.listedOnly),
    keptAuditEntries,
    smtpPasswordNeedsReentry: (await emailSettingsNeedingPassword(deps.db, deps.secret)).length > 0,
    ms: Date.now() - started,
  };
  await writeSystemLog(deps.db, { level: restoreNeedsAttention(outcome) ? 'warn' : 'info', event: 'restore.completed', message: restoreLogMessage(outcome), requestId: requestId ?? null });
  return restoreAnswerOf(outcome);
}

/**
 * Streams the file a second time, inserting rows in batches as they come, and writing each file it
 * carries to file storage as its base64 is decoded (validation has checked every sha256; a file
 * entry without one, which the backup could not read whole, is dropped and looked for afterwards).
 */
async function insertRowsAndFiles(tx: TExecutor, deps: TRestoreDeps, catalog: TBackupCatalog, file: string, writes: TFileWrites): Promise<void> {
  let batch: string[] = [];
  let chars = 0;
  let table: TTableInfo | null = null;
  let writing: TObjectWrite | null = null;
  // One batch at the database while the next is read from the file: the reading (this process)
  // and the inserting (the database) overlap. Its outcome is awaited before the next batch is sent.
  let sent: Promise<RestoreFailure | null> = Promise.resolve(null);
  const settle = async () => {
    const failure = await sent;
    sent = Promise.resolve(null);
    if (failure) throw failure;
  };
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const rows = `[${batch.join(',')}]`;
    batch = [];
    chars = 0;
    const { name, columns: tableColumns } = table;
    const columns = tableColumns.filter((c) => !c.generated).map((c) => quoteIdent(c.name)).join(', ');
    const overriding = tableColumns.some((c) => c.identity === 'ALWAYS') ? ' overriding system value' : '';
    await settle();
    sent = tx
      .execute(sql`${sql.raw(`insert into ${quoteIdent(name)} (${columns})${overriding} select ${columns} from json_populate_recordset(null::${quoteIdent(name)}, `)}${rows}::json)`)
      .then(
        () => null,
        (error: unknown) => new RestoreFailure(`Table ${name} could not be restored: ${databaseMessage(error)}.`),
      );
  };
  try {
    await readBackup(createReadStream(file), {
      // Validation has checked every row's fields: only their text is needed here.
      rowParts: () => ({ text: true, kinds: false }),
      async onTable(name) {
        await flush();
        table = catalog.byName.get(name) ?? null;
      },
      async onRow(_name, row) {
        batch.push(row.text);
        chars += row.text.length;
        if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) await flush();
      },
      async onTableEnd() {
        await flush();
      },
      onFileData(fields) {
        // Validated: the key follows the store's rule, and a size is the length of its data.
        const contentType = typeof fields.contentType === 'string' ? fields.contentType : null;
        writing = startObjectWrite(deps.objectStore, String(fields.key), { size: Number(fields.size ?? 0), contentType });
        return writing.write;
      },
      async onFile({ fields, data }) {
        const key = String(fields.key);
        const current = writing;
        writing = null;
        if (current && data && data.sha256 === fields.sha256) {
          await current.finish();
          writes.restored += 1;
          return;
        }
        await current?.abort();
        writes.listedOnly.push(key);
      },
    });
    await settle();
  } finally {
    // Nothing is left at the database when this returns, whatever happened (its failure, if any, was thrown above or is superseded).
    await sent;
    await (writing as TObjectWrite | null)?.abort();
  }
}

/** A foreign key set aside while the rows go in: its table, its name and its definition as the catalog gives it. */
type TForeignKey = { table: string; name: string; definition: string };

/**
 * Drops the foreign keys of the restored tables for the length of the load, as PostgreSQL's manual
 * advises for filling tables ("Populating a Database": remove foreign key constraints, load, add
 * them back), and as pg_restore does. Checked row by row, the keys cost most of the load's time
 * (each row looks up and locks its parent); added back by putForeignKeysBack, each is checked once
 * over the whole table. All of it is inside the restore's transaction, whose TRUNCATE already holds
 * every restored table exclusively: no one sees the tables without their keys, and rows that break
 * a key are refused before the commit as before. Unique indexes and check constraints stay.
 */
async function setForeignKeysAside(tx: TExecutor, catalog: TBackupCatalog): Promise<TForeignKey[]> {
  const keys = rowsOf<TForeignKey>(
    await tx.execute(sql`
      select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'
      order by c.relname, k.conname`),
  ).filter((key) => catalog.byName.has(key.table));
  for (const key of keys) await tx.execute(sql.raw(`alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`));
  return keys;
}

/** Adds back every key setForeignKeysAside dropped, with the same name and definition; a row that breaks one fails its table. */
async function putForeignKeysBack(tx: TExecutor, keys: readonly TForeignKey[]): Promise<void> {
  for (const key of keys) {
    try {
      await tx.execute(sql.raw(`alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`));
    } catch (error) {
      throw new RestoreFailure(`Table ${key.table} could not be restored: ${databaseMessage(error)}.`);
    }
  }
}

async function setUserTriggers(tx: TExecutor, tables: readonly string[], enabled: boolean): Promise<void> {
  for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(table)} ${enabled ? 'enable' : 'disable'} trigger user`));
}

/** Each serial or identity column's sequence continues after the largest restored value. */
async function resetSequences(tx: TExecutor, tables: TTableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const found = rowsOf<{ seq: string | null }>(await tx.execute(sql`select pg_get_serial_sequence(${quoteIdent(table.name)}, ${column.name}) as seq`));
      const seq = found[0]?.seq;
      if (!seq) continue;
      await tx.execute(
        sql.raw(
          `select setval('${seq.replaceAll("'", "''")}', coalesce((select max(${quoteIdent(column.name)}) from ${quoteIdent(table.name)}), 0) + 1, false)`,
        ),
      );
    }
  }
}

/** The database's own words for why rows were refused (constraint names, never the values). */
function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return safeErrorMessage(cause).replace(/\.$/, '');
}
