import { sql } from 'drizzle-orm';
import type { TAccessLogItem } from '@common/contracts/borrower-documents';
import { rowsOf, type TExecutor } from '../../db/client';

// The objects module writes document_access_log when staff read a document; the record's side reads it here.

/** One page of the borrower's access log, newest first (index document_access_log_borrower_idx). */
export async function listDocumentAccess(db: TExecutor, borrowerId: string, page: { limit: number; offset: number }): Promise<TAccessLogItem[]> {
  const result = await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, staff_email as "staffEmail", document, via
    from document_access_log where borrower_id = ${borrowerId}::uuid
    order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TAccessLogItem>(result);
}

export async function countDocumentAccess(db: TExecutor, borrowerId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from document_access_log where borrower_id = ${borrowerId}::uuid`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
