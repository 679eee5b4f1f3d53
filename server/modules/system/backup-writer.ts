import { createWriteStream, type WriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@common/contracts/system';
import { rowsOf, type TDb, type TExecutor } from '../../db/client';
import { isValidObjectKey, type TObjectStore } from '../../lib/object-store/object-store';
import { writeFileEntry, type TListedFile } from './backup-file-data';
import { quoteIdent, readBackupCatalog } from './backup-tables';

/**
 * Rows fetched per round trip, written to the file as one piece. A batch of 1,000 applications is
 * about 4.5 MB of text, held once (the rows, then their joined text on its way to the file).
 */
const FETCH_ROWS = 1_000;
/** Text gathered before one write to the file (below V8's 128 KB large-object size, which lives in the old generation). */
const WRITE_CHUNK = 32 * 1024;

export type TBackupMeta = { appVersion: string; schemaVersion: string };
/**
 * Uploads rows whose file the backup could not hash; the backup completes without them in the
 * manifest's hashes (ids, never keys: a bad key may be any text).
 */
export type TFileProblems = { missing: string[]; unreadable: string[]; badKeys: string[] };
export type TBackupWritten = { recordCount: number; size: number; tables: string[]; fileProblems: TFileProblems };

/**
 * Writes the whole backup to a new local file, streaming: each table is read through a cursor in
 * batches of FETCH_ROWS and written as it comes. One read-only repeatable-read transaction makes
 * the file a consistent picture of one moment. PostgreSQL renders each row (row_to_json), so
 * numbers, timestamps and JSON columns keep their exact text, and argon2 hashes and sealed SMTP
 * passwords are copied as stored. Then every stored upload: with local file storage its bytes go
 * inside (base64, streamed from disk: a new machine has nothing else to restore them from); with
 * S3 they stay in the bucket and the backup lists their keys and sha256.
 */
export async function writeBackupFile(db: TDb, objectStore: TObjectStore, file: string, meta: TBackupMeta): Promise<TBackupWritten> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const writer = bufferedWriter(out);
  try {
    const result = await db.transaction(
      async (tx) => {
        const catalog = await readBackupCatalog(tx);
        const createdAt = new Date().toISOString();
        const filesIncluded = objectStore.kind === 'local';
        await writer.write(
          `{"format":${JSON.stringify(BACKUP_FORMAT)},"formatVersion":${BACKUP_FORMAT_VERSION},` +
            `"appVersion":${JSON.stringify(meta.appVersion)},"schemaVersion":${JSON.stringify(meta.schemaVersion)},` +
            `"createdAt":${JSON.stringify(createdAt)},"filesIncluded":${filesIncluded},\n"tables":{`,
        );
        let recordCount = 0;
        for (const [index, table] of catalog.tables.entries()) {
          await writer.write(`${index === 0 ? '' : ','}\n${JSON.stringify(table.name)}:[`);
          let first = true;
          for await (const rows of cursorBatches(tx, `select row_to_json(t)::text as j from ${quoteIdent(table.name)} t`)) {
            // PostgreSQL wrote each row's JSON; a batch goes out as one string.
            await writer.write(`${first ? '' : ','}\n${rows.map((row) => row.j).join(',\n')}`);
            first = false;
            recordCount += rows.length;
          }
          await writer.write(']');
        }
        await writer.write('\n},\n"files":[');
        // One bad upload never fails the backup: its rows are copied as stored above, and the
        // manifest says what could not be read (sha256 null), or leaves out a key that names no file.
        const fileProblems: TFileProblems = { missing: [], unreadable: [], badKeys: [] };
        let first = true;
        const listed = `select json_build_object('id', id, 'key', key, 'size', size, 'contentType', content_type)::text as j from objects where status = 'stored' order by key`;
        for await (const rows of cursorBatches(tx, listed)) {
          for (const row of rows) {
            const file = JSON.parse(row.j) as TListedFile;
            if (!isValidObjectKey(file.key)) {
              fileProblems.badKeys.push(file.id);
              continue;
            }
            await writer.write(first ? '\n' : ',\n');
            first = false;
            const outcome = await writeFileEntry(objectStore, file, filesIncluded, (text) => writer.write(text));
            if (outcome !== 'listed') fileProblems[outcome].push(file.id);
          }
        }
        await writer.write('\n]}\n');
        return { recordCount, tables: catalog.tables.map((t) => t.name), fileProblems };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writer.end();
    return { ...result, size: out.bytesWritten };
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/**
 * Batches of a query's rows through a cursor (inside the caller's transaction), on both drivers.
 * The next batch is asked for before one is handed on, so the database renders it while the
 * caller writes the one it has.
 */
async function* cursorBatches(tx: TExecutor, query: string): AsyncGenerator<{ j: string }[]> {
  const cursor = `backup_cursor_${Math.random().toString(36).slice(2, 10)}`;
  await tx.execute(sql.raw(`declare ${cursor} no scroll cursor for ${query}`));
  // Settled to a value either way, so a failure waits for its turn without going unhandled.
  const fetchBatch = () =>
    tx.execute(sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`)).then(
      (result) => ({ rows: rowsOf<{ j: string }>(result), error: null }),
      (error: unknown) => ({ rows: [], error }),
    );
  let next: ReturnType<typeof fetchBatch> | null = fetchBatch();
  try {
    while (next) {
      const { rows, error } = await next;
      next = null;
      if (error) throw error;
      if (rows.length === 0) return;
      if (rows.length === FETCH_ROWS) next = fetchBatch();
      yield rows;
    }
  } finally {
    await next;
    await tx.execute(sql.raw(`close ${cursor}`));
  }
}

/** Gathers small strings into large writes and waits when the file stream asks it to. */
function bufferedWriter(out: WriteStream) {
  let pending: string[] = [];
  let pendingLength = 0;
  let failure: Error | null = null;
  out.on('error', (error) => {
    failure = error;
  });
  const send = async (chunk: string) => {
    if (failure) throw failure;
    if (!out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          out.off('drain', done);
          out.off('error', done);
          if (error) reject(error);
          else resolve();
        };
        out.on('drain', done);
        out.on('error', done);
      });
    }
  };
  const flush = async () => {
    if (failure) throw failure;
    if (pendingLength === 0) return;
    const chunk = pending.join('');
    pending = [];
    pendingLength = 0;
    await send(chunk);
  };
  return {
    async write(text: string) {
      if (text.length >= WRITE_CHUNK) {
        // A large piece (a batch of rows) goes out as it is, after what was gathered before it.
        await flush();
        await send(text);
        return;
      }
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= WRITE_CHUNK) await flush();
    },
    async end() {
      await flush();
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(resolve);
      });
      if (failure) throw failure;
    },
  };
}
