import type { TAccessLogRequest, TAccessLogResponse } from '@common/contracts/borrower-documents';
import type { TExecutor } from '../../db/client';
import { countDocumentAccess, listDocumentAccess } from './borrower-access-log.repository';
import { resolveBorrowerId } from './borrowers-read.service';

/** GET /api/admin/borrowers/{id}/access-log: who read the person's documents, newest first, paged. */
export async function readAccessLog(db: TExecutor, input: { key: string; query: TAccessLogRequest }): Promise<TAccessLogResponse> {
  const id = await resolveBorrowerId(db, input.key);
  const { page, pageSize } = input.query;
  const total = await countDocumentAccess(db, id);
  const offset = (page - 1) * pageSize;
  const items = offset < total ? await listDocumentAccess(db, id, { limit: pageSize, offset }) : [];
  return { items, total, page, pageSize };
}
