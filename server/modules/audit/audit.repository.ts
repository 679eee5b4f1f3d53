import type { TExecutor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type TNewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: TExecutor, entry: TNewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
