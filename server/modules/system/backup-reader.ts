import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { backupJsonParser } from '../../lib/lazy-packages';

/** A backup that cannot be restored; its message is the 400 answer. */
export class BackupFileError extends Error {}

export type TBackupHeader = Partial<Record<'format' | 'formatVersion' | 'appVersion' | 'schemaVersion' | 'createdAt', string | number | boolean | null>>;
export type TValueKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
/** One row as read: its JSON text (numbers and strings exactly as in the file) and the kind of each field. */
export type TBackupRow = { text: string; fields: Map<string, TValueKind> };

export type TBackupVisitor = {
  onTable?: (table: string) => void | Promise<void>;
  onRow: (table: string, row: TBackupRow) => void | Promise<void>;
  onTableEnd?: (table: string, rows: number) => void | Promise<void>;
  onFile?: (entry: unknown) => void | Promise<void>;
};

type TToken = { name: string; value?: unknown };

const HEADER_KEYS = new Set(['format', 'formatVersion', 'appVersion', 'schemaVersion', 'createdAt']);

/**
 * Reads a backup file as a stream of tokens (stream-json), so memory holds one row at a time
 * whatever the file's size. Calls the visitor for every table, row and file entry, waiting for
 * it (the restore inserts in batches as rows arrive), and answers the header. Anything that is
 * not the backup layout, including a file cut short, is a BackupFileError.
 */
export async function readBackup(source: Readable, visitor: TBackupVisitor): Promise<TBackupHeader> {
  const [{ jsonParser }, { getManyValues, isMany, none }] = await backupJsonParser();
  const parse = jsonParser({ packValues: true, streamValues: false });
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
    if (error instanceof Error && /^Parser/.test(error.message)) {
      throw new BackupFileError('The file is not a complete JSON document (it may be cut short or damaged).');
    }
    throw error;
  }
  if (walker.state !== 'end') throw new BackupFileError('The file is not a complete JSON document (it may be cut short or damaged).');
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
  private seenTables = new Set<string>();
  private seenKeys = new Set<string>();
  private capture: ValueCapture | null = null;

  constructor(private readonly visitor: TBackupVisitor) {}

  take(token: TToken): void | Promise<void> {
    if (this.capture) {
      const done = this.capture.take(token);
      if (!done) return;
      const captured = this.capture;
      this.capture = null;
      if (this.state === 'rows') {
        this.tableRows += 1;
        return this.visitor.onRow(this.table, { text: captured.text(), fields: captured.fields });
      }
      return this.visitor.onFile?.(JSON.parse(captured.text()));
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
        return this.visitor.onTable?.(this.table);
      case 'rows':
        if (name === 'endArray') {
          this.state = 'tables';
          return this.visitor.onTableEnd?.(this.table, this.tableRows);
        }
        if (name !== 'startObject') throw new BackupFileError(`Row ${this.tableRows + 1} of table ${this.table} is not an object.`);
        this.capture = new ValueCapture();
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
        this.capture = new ValueCapture();
        return;
      case 'end':
        throw new BackupFileError('The file has content after the backup.');
    }
  }
}

/**
 * Rebuilds one object's JSON text from its tokens (its opening brace already taken) and notes the
 * kind of each top-level field. Strings are re-escaped, numbers keep their text: nothing is
 * rounded on the way into the database.
 */
class ValueCapture {
  readonly fields = new Map<string, TValueKind>();
  private parts: string[] = ['{'];
  private depth = 1;
  private needComma: boolean[] = [false];
  private afterKey = false;
  private field = '';

  text(): string {
    return this.parts.join('');
  }

  /** Takes one token; true once the object is closed. */
  take(token: TToken): boolean {
    const { name } = token;
    if (name === 'keyValue') {
      const top = this.needComma.length - 1;
      if (this.needComma[top]) this.parts.push(',');
      this.needComma[top] = true;
      this.parts.push(JSON.stringify(token.value), ':');
      this.afterKey = true;
      if (this.depth === 1) {
        this.field = String(token.value);
        if (this.fields.has(this.field)) throw new BackupFileError(`A row names the field ${this.field} twice.`);
      }
      return false;
    }
    if (name === 'endObject' || name === 'endArray') {
      this.parts.push(name === 'endObject' ? '}' : ']');
      this.needComma.pop();
      this.depth -= 1;
      return this.depth === 0;
    }
    this.beforeValue();
    switch (name) {
      case 'startObject':
      case 'startArray':
        if (this.depth === 1) this.fields.set(this.field, name === 'startObject' ? 'object' : 'array');
        this.parts.push(name === 'startObject' ? '{' : '[');
        this.needComma.push(false);
        this.depth += 1;
        return false;
      case 'stringValue':
        this.note('string');
        this.parts.push(JSON.stringify(token.value));
        return false;
      case 'numberValue':
        this.note('number');
        this.parts.push(String(token.value));
        return false;
      case 'nullValue':
        this.note('null');
        this.parts.push('null');
        return false;
      case 'trueValue':
      case 'falseValue':
        this.note('boolean');
        this.parts.push(name === 'trueValue' ? 'true' : 'false');
        return false;
      default:
        throw new BackupFileError('The file holds something a backup does not.');
    }
  }

  private beforeValue() {
    if (this.afterKey) {
      this.afterKey = false;
      return;
    }
    const top = this.needComma.length - 1;
    if (this.needComma[top]) this.parts.push(',');
    this.needComma[top] = true;
  }

  private note(kind: TValueKind) {
    if (this.depth === 1) this.fields.set(this.field, kind);
  }
}
