import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { TTestApp } from '../../test/test-app';

/** The audit rows about one user, oldest first. */
export function auditRowsOf(t: TTestApp, userId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(asc(auditLog.id));
}

let sequence = 0;
/** A fresh address for each created account. */
export function freshEmail(prefix = 'staff'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
