import { createWriteStream, type WriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@common/contracts/system';
import { rowsOf, type TDb, type TExecutor } from '../../db/client';
import { isValidObjectKey, type TObjectStore } from '../../lib/object-store/object-store';
import { writeFileEntry, type TListedFile } from './backup-file-data';
import { quoteIdent, readBackupCatalog } from './backup-tables';

/**
 * Rows fetched per round trip. Small on purpose: rows alive when the young generation is collected
 * are promoted to the old one and stay until a full collection, and a batch of 2,000 applications
 * is about 9 MB of text; with 250 the server's peak during a 267 MB backup fell from about 300 MB to
 * 272 MB for 0.2-0.5 s more (bench/README.md, "Backup and restore").
 */
const FETCH_ROWS = 250;
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
            for (const row of rows) {
              await writer.write(`${first ? '' : ','}\n${row.j}`);
              first = false;
              recordCount += 1;
            }
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

/** Batches of a query's rows through a cursor (inside the caller's transaction), on both drivers. */
async function* cursorBatches(tx: TExecutor, query: string): AsyncGenerator<{ j: string }[]> {
  const cursor = `backup_cursor_${Math.random().toString(36).slice(2, 10)}`;
  await tx.execute(sql.raw(`declare ${cursor} no scroll cursor for ${query}`));
  try {
    for (;;) {
      const rows = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`)));
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
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
  const flush = async () => {
    if (failure) throw failure;
    if (pendingLength === 0) return;
    const chunk = pending.join('');
    pending = [];
    pendingLength = 0;
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
  return {
    async write(text: string) {
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
