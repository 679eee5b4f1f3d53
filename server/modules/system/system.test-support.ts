import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type TExecutor } from '../../db/client';
import type { TTestApp } from '../../test/test-app';
import { DERIVED_TABLES, readBackupCatalog } from './backup-tables';

/** A multipart/form-data body as a browser's FormData sends one file. */
export function multipartFile(field: string, filename: string, body: Buffer | string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pawnbook${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/json\r\n\r\n`),
      Buffer.from(body),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function restoreRequest(t: TTestApp, cookie: string, body: Buffer | string, filename = 'backup.json'): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile('backup', filename, body);
  return t.request({ method: 'POST', url: '/api/system/restore', cookie, payload, headers });
}

/** POST /api/system/backup as this user; answers the downloaded file's text. */
export async function downloadNewBackup(t: TTestApp, cookie: string): Promise<{ res: LightMyRequestResponse; text: string }> {
  const res = await t.request({ method: 'POST', url: '/api/system/backup', cookie, payload: {} });
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return { res, text: res.body };
}

/** The audit log in id order, each entry as comparable text without its id (a kept entry may be numbered anew). */
export async function auditEntries(db: TExecutor): Promise<string[]> {
  const rows = rowsOf<{ j: string }>(
    await db.execute(sql`select json_build_array(action, entity, entity_id, user_id, created_at, summary)::text as j from audit_log order by id`),
  );
  return rows.map((row) => row.j);
}

/**
 * Every backed-up table's rows and every derived total, as comparable text: two databases with
 * the same fingerprint hold the same data.
 */
export async function fingerprint(db: TExecutor): Promise<Record<string, string>> {
  const catalog = await readBackupCatalog(db);
  const out: Record<string, string> = {};
  // Totals rows that went to zero stay behind in a live database and are not made by a restore:
  // both read the same. The restore's own audit row is not part of the data restored.
  const only: Record<string, string> = {
    application_status_totals: 'where count <> 0',
    payment_month_totals: 'where count <> 0 or collected <> 0',
    audit_log: "where action <> 'system.restore'",
  };
  for (const table of [...catalog.tables.map((t) => t.name), ...DERIVED_TABLES]) {
    const [row] = rowsOf<{ n: string | number; digest: string | null }>(
      await db.execute(
        sql.raw(`select count(*) as n, md5(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text)) as digest from "${table}" t ${only[table] ?? ''}`),
      ),
    );
    out[table] = `${String(row?.n)}:${row?.digest ?? ''}`;
  }
  // The pending total may be a missing row or a row of 0 (both read as 0).
  const pending = rowsOf<{ amount: string }>(await db.execute(sql`select coalesce((select amount from payment_totals where name = 'pending'), 0)::numeric(16,2)::text as amount`));
  out.payment_totals = `pending=${pending[0]?.amount ?? ''}`;
  return out;
}
