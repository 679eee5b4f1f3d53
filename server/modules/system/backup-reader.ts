import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { backupJsonParser } from '../../lib/lazy-packages';
import type { TFileData, TFileSink } from './backup-file-data';
import { BackupFileError, FileEntryCapture, ValueCapture, type TRowParts, type TScalar, type TToken, type TValueKind } from './backup-values';

export type TBackupHeader = Partial<
  Record<'format' | 'formatVersion' | 'appVersion' | 'schemaVersion' | 'createdAt' | 'filesIncluded', string | number | boolean | null>
>;
/**
 * One row as read: its JSON text (numbers and strings exactly as in the file) and the kind of each
 * field, each as the visitor's rowParts asked ('' and no fields for a part not asked for).
 */
export type TBackupRow = { text: string; fields: Map<string, TValueKind> };
/** One entry of "files": its fields but "data", and what its "data" decoded to (null without one). */
export type TFileEntry = { index: number; fields: Record<string, TScalar>; data: TFileData | null };

export type TBackupVisitor = {
  /** What to keep of the rows of a table (both when not given). */
  rowParts?: (table: string) => TRowParts;
  onTable?: (table: string) => void | Promise<void>;
  onRow: (table: string, row: TBackupRow) => void | Promise<void>;
  onTableEnd?: (table: string, rows: number) => void | Promise<void>;
  /**
   * A file entry's "data" begins (the fields before it are known): where its decoded bytes go, or
   * null to only count and hash them.
   */
  onFileData?: (fields: Record<string, TScalar>, index: number) => TFileSink | null | Promise<TFileSink | null>;
  onFile?: (entry: TFileEntry) => void | Promise<void>;
};

const HEADER_KEYS = new Set(['format', 'formatVersion', 'appVersion', 'schemaVersion', 'createdAt', 'filesIncluded']);
const CUT_SHORT = 'The file is not a complete JSON document (it may be cut short or damaged).';

/**
 * Reads a backup file as a stream of tokens (stream-json), so memory holds one row at a time
 * whatever the file's size. Strings arrive in chunks (streamStrings): a file entry's base64 "data"
 * is decoded as it streams, never held whole. Calls the visitor for every table, row and file
 * entry, waiting for it (the restore inserts in batches and writes files as they arrive), and
 * answers the header. Anything that is not the backup layout, including a file cut short, is a
 * BackupFileError.
 */
export async function readBackup(source: Readable, visitor: TBackupVisitor): Promise<TBackupHeader> {
  const [{ jsonParser }, { getManyValues, isMany, none }] = await backupJsonParser();
  const parse = jsonParser({ packKeys: true, packNumbers: true, packStrings: false, streamKeys: false, streamNumbers: false });
  const decoder = new StringDecoder('utf8');
  const walker = new BackupWalker(visitor);
  const feed = async (result: unknown) => {
    if (result === none) return;
    const tokens = isMany(result) ? (getManyValues(result) as TToken[]) : [result as TToken];
    for (const token of tokens) {
      const pending = walker.take(token);
      if (pending) await pending;
    }
  };
  try {
    for await (const chunk of source) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
      if (text) await feed(parse(text));
    }
    const rest = decoder.end();
    if (rest) await feed(parse(rest));
    await feed(parse(none as unknown as string));
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    if (error instanceof Error && /^Parser/.test(error.message)) throw new BackupFileError(CUT_SHORT);
    throw error;
  }
  if (walker.state !== 'end') throw new BackupFileError(CUT_SHORT);
  return walker.header;
}

type TState = 'start' | 'top' | 'header-value' | 'tables-open' | 'tables' | 'rows-open' | 'rows' | 'files-open' | 'files' | 'end';

/** The layout { header..., tables: { name: [row, ...] }, files: [entry, ...] } as a small state machine. */
class BackupWalker {
  state: TState = 'start';
  header: TBackupHeader = {};
  private key = '';
  private table = '';
  private tableRows = 0;
  private files = 0;
  private seenTables = new Set<string>();
  private seenKeys = new Set<string>();
  private parts: TRowParts = { text: true, kinds: true };
  private capture: ValueCapture | null = null;
  private entry: FileEntryCapture | null = null;
  private text = '';

  constructor(private readonly visitor: TBackupVisitor) {}

  /** Joins a string's chunks into one value, except a file's "data", which is decoded as it streams. */
  take(token: TToken): void | Promise<void> {
    if (this.entry?.streaming) return this.entry.takeData(token);
    switch (token.name) {
      case 'startString':
        if (this.entry?.expectsData) {
          const { fields, index } = this.entry;
          return this.entry.startData(async () => (await this.visitor.onFileData?.(fields, index)) ?? null);
        }
        this.text = '';
        return;
      case 'stringChunk':
        this.text += token.value as string;
        return;
      case 'endString':
        return this.takeValue({ name: 'stringValue', value: this.text });
      default:
        return this.takeValue(token);
    }
  }

  private takeValue(token: TToken): void | Promise<void> {
    if (this.entry) {
      if (!this.entry.take(token)) return;
      const { index, fields, data } = this.entry;
      this.entry = null;
      return this.visitor.onFile?.({ index, fields, data });
    }
    if (this.capture) {
      if (!this.capture.take(token)) return;
      const captured = this.capture;
      this.capture = null;
      this.tableRows += 1;
      return this.visitor.onRow(this.table, { text: captured.text(), fields: captured.fields });
    }
    const { name } = token;
    switch (this.state) {
      case 'start':
        if (name !== 'startObject') throw new BackupFileError('The file is not a Pawnbook backup (it is not a JSON object).');
        this.state = 'top';
        return;
      case 'top':
        if (name === 'endObject') {
          this.state = 'end';
          return;
        }
        this.key = String(token.value);
        if (this.seenKeys.has(this.key)) throw new BackupFileError(`The file names "${this.key}" twice.`);
        this.seenKeys.add(this.key);
        if (this.key === 'tables') this.state = 'tables-open';
        else if (this.key === 'files') this.state = 'files-open';
        else if (HEADER_KEYS.has(this.key)) this.state = 'header-value';
        else throw new BackupFileError(`The file is not a Pawnbook backup (unexpected "${this.key}").`);
        return;
      case 'header-value':
        if (!['stringValue', 'numberValue', 'trueValue', 'falseValue', 'nullValue'].includes(name)) {
          throw new BackupFileError(`The backup's "${this.key}" is not a single value.`);
        }
        this.header[this.key as keyof TBackupHeader] = name === 'numberValue' ? Number(token.value) : (token.value as string | boolean | null);
        this.state = 'top';
        return;
      case 'tables-open':
        if (name !== 'startObject') throw new BackupFileError('The backup\'s "tables" is not an object of tables.');
        this.state = 'tables';
        return;
      case 'tables':
        if (name === 'endObject') {
          this.state = 'top';
          return;
        }
        this.table = String(token.value);
        if (this.seenTables.has(this.table)) throw new BackupFileError(`The backup lists table ${this.table} twice.`);
        this.seenTables.add(this.table);
        this.state = 'rows-open';
        return;
      case 'rows-open':
        if (name !== 'startArray') throw new BackupFileError(`Table ${this.table} in the backup is not a list of rows.`);
        this.state = 'rows';
        this.tableRows = 0;
        this.parts = this.visitor.rowParts?.(this.table) ?? { text: true, kinds: true };
        return this.visitor.onTable?.(this.table);
      case 'rows':
        if (name === 'endArray') {
          this.state = 'tables';
          return this.visitor.onTableEnd?.(this.table, this.tableRows);
        }
        if (name !== 'startObject') throw new BackupFileError(`Row ${this.tableRows + 1} of table ${this.table} is not an object.`);
        this.capture = new ValueCapture(this.parts);
        return;
      case 'files-open':
        if (name !== 'startArray') throw new BackupFileError('The backup\'s "files" is not a list.');
        this.state = 'files';
        return;
      case 'files':
        if (name === 'endArray') {
          this.state = 'top';
          return;
        }
        if (name !== 'startObject') throw new BackupFileError('An entry of the backup\'s "files" is not an object.');
        this.files += 1;
        this.entry = new FileEntryCapture(this.files);
        return;
      case 'end':
        throw new BackupFileError('The file has content after the backup.');
    }
  }
}
