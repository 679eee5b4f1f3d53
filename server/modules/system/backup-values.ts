import { Base64Error, createBase64Decoder, type TFileData, type TFileSink } from './backup-file-data';

// The pieces a backup is read into, one token at a time (backup-reader walks the layout).

/** A backup that cannot be restored; its message is the 400 answer. */
export class BackupFileError extends Error {}

export type TToken = { name: string; value?: unknown };
export type TValueKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
export type TScalar = string | number | boolean | null;

/** One entry of "files": a flat object of single values whose "data", base64 text, is decoded as it streams. */
export class FileEntryCapture {
  readonly fields: Record<string, TScalar> = Object.create(null) as Record<string, TScalar>;
  data: TFileData | null = null;
  private field: string | null = null;
  private decoder: ReturnType<typeof createBase64Decoder> | null = null;

  constructor(readonly index: number) {}

  get expectsData(): boolean {
    return this.field === 'data';
  }

  get streaming(): boolean {
    return this.decoder !== null;
  }

  /** Its "data" begins: `open` says where the decoded bytes go (null: only counted and hashed). */
  async startData(open: () => Promise<TFileSink | null>): Promise<void> {
    this.decoder = createBase64Decoder(await open());
  }

  async takeData(token: TToken): Promise<void> {
    const decoder = this.decoder;
    if (!decoder) return;
    try {
      if (token.name === 'stringChunk') {
        await decoder.write(token.value as string);
        return;
      }
      this.data = await decoder.end();
      this.decoder = null;
      this.field = null;
    } catch (error) {
      if (error instanceof Base64Error) throw new BackupFileError(`File entry ${this.index} of the backup has "data" that is not base64.`);
      throw error;
    }
  }

  /** Takes one token (the opening brace already taken); true once the entry is closed. */
  take(token: TToken): boolean {
    const { name } = token;
    if (this.field === null) {
      if (name === 'endObject') return true;
      const field = String(token.value);
      if (field in this.fields || (field === 'data' && this.data)) throw new BackupFileError(`File entry ${this.index} of the backup names "${field}" twice.`);
      this.field = field;
      return false;
    }
    if (this.field === 'data') throw new BackupFileError(`File entry ${this.index} of the backup has "data" that is not base64 text.`);
    if (!['stringValue', 'numberValue', 'trueValue', 'falseValue', 'nullValue'].includes(name)) {
      throw new BackupFileError(`File entry ${this.index} of the backup has a "${this.field}" that is not a single value.`);
    }
    this.fields[this.field] = name === 'numberValue' ? Number(token.value) : (token.value as TScalar);
    this.field = null;
    return false;
  }
}

/** What a reader keeps of each row: its JSON text (the restore inserts it), the kind of each top-level field (validation checks them), or both. */
export type TRowParts = { text: boolean; kinds: boolean };

/**
 * Rebuilds one object's JSON text from its tokens (its opening brace already taken) and notes the
 * kind of each top-level field, each only when asked (a pass that does not use one does not pay
 * for it). Strings are re-escaped, numbers keep their text: nothing is rounded on the way into the
 * database.
 */
export class ValueCapture {
  readonly fields = new Map<string, TValueKind>();
  private readonly parts: string[] | null;
  private readonly kinds: boolean;
  private depth = 1;
  /** The last thing taken ended a value, so the next key or value needs a comma before it. */
  private afterValue = false;
  private field = '';

  constructor(wanted: TRowParts = { text: true, kinds: true }) {
    this.parts = wanted.text ? ['{'] : null;
    this.kinds = wanted.kinds;
  }

  text(): string {
    return this.parts ? this.parts.join('') : '';
  }

  /** Takes one token; true once the object is closed. */
  take(token: TToken): boolean {
    const { name } = token;
    const parts = this.parts;
    if (name === 'keyValue') {
      if (this.kinds && this.depth === 1) {
        this.field = String(token.value);
        if (this.fields.has(this.field)) throw new BackupFileError(`A row names the field ${this.field} twice.`);
        // A null value leaves it so.
        this.fields.set(this.field, 'null');
      }
      if (parts) {
        if (this.afterValue) parts.push(',');
        parts.push(JSON.stringify(token.value), ':');
      }
      this.afterValue = false;
      return false;
    }
    if (name === 'endObject' || name === 'endArray') {
      if (parts) parts.push(name === 'endObject' ? '}' : ']');
      this.afterValue = true;
      this.depth -= 1;
      return this.depth === 0;
    }
    if (parts && this.afterValue) parts.push(',');
    switch (name) {
      case 'startObject':
      case 'startArray':
        this.note(name === 'startObject' ? 'object' : 'array');
        if (parts) parts.push(name === 'startObject' ? '{' : '[');
        this.afterValue = false;
        this.depth += 1;
        return false;
      case 'stringValue':
        this.note('string');
        if (parts) parts.push(JSON.stringify(token.value));
        break;
      case 'numberValue':
        this.note('number');
        if (parts) parts.push(String(token.value));
        break;
      case 'nullValue':
        if (parts) parts.push('null');
        break;
      case 'trueValue':
      case 'falseValue':
        this.note('boolean');
        if (parts) parts.push(name === 'trueValue' ? 'true' : 'false');
        break;
      default:
        throw new BackupFileError('The file holds something a backup does not.');
    }
    this.afterValue = true;
    return false;
  }

  private note(kind: TValueKind) {
    if (this.kinds && this.depth === 1) this.fields.set(this.field, kind);
  }
}
