import { createReadStream } from 'node:fs';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSIONS_READ } from '@common/contracts/system';
import { isValidObjectKey } from '../../lib/object-store/object-store';
import type { TBackupCatalog, TColumn } from './backup-tables';
import { readBackup, type TBackupHeader, type TBackupRow, type TFileEntry } from './backup-reader';
import { BackupFileError, type TValueKind } from './backup-values';

/** filesIncluded: the file carries the uploads' bytes (false for an S3 backup and for one of format 1). */
export type TBackupSummary = { header: TBackupHeader; rows: number; tables: Map<string, number>; files: number; filesIncluded: boolean };

const NUMBER_TYPES = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision']);

/** The JSON kinds a column takes; row_to_json writes numbers for number types and strings for the rest. */
function acceptsKind(column: TColumn, kind: TValueKind): boolean {
  if (kind === 'null') return column.nullable;
  if (column.type === 'json' || column.type === 'jsonb') return true;
  if (column.type === 'boolean') return kind === 'boolean';
  if (column.type === 'ARRAY') return kind === 'array';
  if (NUMBER_TYPES.has(column.type)) return kind === 'number' || (column.type === 'numeric' && kind === 'string');
  return kind === 'string';
}

/**
 * Reads the whole file once and refuses it, with a message, if anything would stop it restoring:
 * the format and its version, the schema version, unknown or missing tables, tables before the
 * ones they refer to, and every row's shape (known fields, JSON kinds, required fields). Values a
 * column type checks itself (a malformed date, a duplicate key) are caught by the restore's
 * transaction, which then changes nothing. Every file the backup carries is decoded and its sha256
 * checked here, so a damaged file is refused before anything is written.
 */
export async function validateBackupFile(file: string, catalog: TBackupCatalog, expected: { schemaVersion: string }): Promise<TBackupSummary> {
  const tables = new Map<string, number>();
  let rows = 0;
  let files = 0;
  let filesWithData = 0;
  const header = await readBackup(createReadStream(file), {
    // The kind of every field; the text only of uploads rows, whose keys are checked.
    rowParts: (name) => ({ text: name === 'objects', kinds: true }),
    onTable(name) {
      const table = catalog.byName.get(name);
      if (!table) throw new BackupFileError(`The backup holds table ${name}, which this version of Pawnbook does not have.`);
      const missingParent = table.parents.find((parent) => !tables.has(parent));
      if (missingParent) throw new BackupFileError(`Table ${name} comes before table ${missingParent} it refers to; the file was not written by Pawnbook.`);
      tables.set(name, 0);
    },
    onRow(name, row) {
      rows += 1;
      const count = (tables.get(name) ?? 0) + 1;
      tables.set(name, count);
      checkRow(catalog, name, count, row);
    },
    onFile(entry) {
      files += 1;
      if (entry.data) filesWithData += 1;
      checkFileEntry(entry);
    },
  });
  if (header.format !== BACKUP_FORMAT) throw new BackupFileError('The file is not a Pawnbook backup (its format is not "pawnbook-backup").');
  if (typeof header.formatVersion !== 'number' || !BACKUP_FORMAT_VERSIONS_READ.includes(header.formatVersion)) {
    throw new BackupFileError(
      `The backup's format version ${String(header.formatVersion)} is not one this Pawnbook reads (versions ${BACKUP_FORMAT_VERSIONS_READ.join(' and ')}).`,
    );
  }
  // Format 1 listed the files without their bytes; format 2 says whether it carries them.
  const filesIncluded = header.formatVersion >= 2 ? header.filesIncluded : undefined;
  if (header.formatVersion >= 2 ? typeof filesIncluded !== 'boolean' : header.filesIncluded !== undefined) {
    throw new BackupFileError('The backup\'s "filesIncluded" is missing or not true or false; the file was not written by Pawnbook.');
  }
  if (filesWithData > 0 && filesIncluded !== true) {
    throw new BackupFileError('The backup carries file data although it says its files are not included; the file was not written by Pawnbook.');
  }
  if (header.schemaVersion !== expected.schemaVersion) {
    throw new BackupFileError(
      `The backup was made at database version ${String(header.schemaVersion)} (Pawnbook ${String(header.appVersion)}); this installation is at ${expected.schemaVersion}. ` +
        'Restore it with the Pawnbook version that made it, then upgrade.',
    );
  }
  const missing = catalog.tables.find((t) => !tables.has(t.name));
  if (missing) throw new BackupFileError(`The backup has no table ${missing.name}; it is incomplete.`);
  return { header, rows, tables, files, filesIncluded: filesIncluded === true };
}

/** One entry of "files": its key by the store's rule, its size and sha256, and its bytes matching both. */
function checkFileEntry({ index, fields, data }: TFileEntry): void {
  const { key, size, sha256, contentType } = fields;
  const where = `File entry ${index} of the backup`;
  if (typeof key !== 'string' || key.length === 0) throw new BackupFileError(`${where} has no valid key.`);
  if (!isValidObjectKey(key)) throw new BackupFileError(`${where} has a key Pawnbook does not make; the file was not written by Pawnbook.`);
  if (size !== null && size !== undefined && (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)) throw new BackupFileError(`${where} has an invalid size.`);
  if (sha256 !== null && sha256 !== undefined && (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256))) {
    throw new BackupFileError(`${where} has an invalid sha256.`);
  }
  if (contentType !== null && contentType !== undefined && (typeof contentType !== 'string' || contentType.length > 100)) {
    throw new BackupFileError(`${where} has an invalid content type.`);
  }
  // Without a sha256 the backup could not read the file to the end: its data is not restored.
  if (!data || typeof sha256 !== 'string') return;
  if (data.sha256 !== sha256) throw new BackupFileError(`The bytes of file ${key} in the backup do not match its sha256: the backup is damaged.`);
  if (data.bytes !== size) throw new BackupFileError(`File ${key} in the backup holds ${data.bytes} bytes, but its size says ${String(size)}: the backup is damaged.`);
}

function checkRow(catalog: TBackupCatalog, tableName: string, index: number, row: TBackupRow): void {
  const table = catalog.byName.get(tableName);
  if (!table) return;
  const where = `Row ${index} of table ${tableName}`;
  for (const [field, kind] of row.fields) {
    const column = table.columnMap.get(field);
    if (!column) throw new BackupFileError(`${where} has a field this version of Pawnbook does not know: ${field}.`);
    if (!column.generated && !acceptsKind(column, kind)) throw new BackupFileError(`${where} has a value of the wrong kind in ${field} (${kind}).`);
  }
  for (const column of table.columns) {
    if (column.nullable || column.generated) continue;
    const kind = row.fields.get(column.name);
    if (kind === undefined || kind === 'null') throw new BackupFileError(`${where} has no value for ${column.name}, which is required.`);
  }
  // A key names a file in the store: one that could leave it (../..) would make every later
  // backup and read of that upload fail, so the file is refused with the same rule uploads obey.
  if (tableName === 'objects') {
    const { key } = JSON.parse(row.text) as { key?: unknown };
    if (typeof key !== 'string' || !isValidObjectKey(key)) throw new BackupFileError(`${where} has a file key Pawnbook does not make; the file was not written by Pawnbook.`);
  }
}
