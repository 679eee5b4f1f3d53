import type { TAuditLogRequest, TAuditLogResponse } from '@common/contracts/audit';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readEntityLabels } from './audit-labels.repository';
import type { TSessionUser } from '../../lib/session-user';
import { insertAuditEntry, listAuditActions, listAuditEntities, listAuditEntries } from './audit.repository';

/** Who acted, as every staff mutation receives it from its route. */
export type TAuditActor = { user: Pick<TSessionUser, 'id' | 'email' | 'role'>; ip: string };
/** A change a background job made on its own (no user, no request): recorded with role 'system'. */
export const SYSTEM_ACTOR = 'system';

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row exists
 * exactly when the change does. summary: what changed (before/after of the fields touched, or what
 * was removed); never secrets, password hashes or file contents.
 */
export async function recordAudit(
  tx: TExecutor,
  actor: TAuditActor | typeof SYSTEM_ACTOR,
  entry: { action: string; entity: string; entityId: string | null; summary?: Record<string, unknown> },
): Promise<void> {
  const by = actor === SYSTEM_ACTOR ? { user: { id: null, email: null, role: SYSTEM_ACTOR }, ip: null } : actor;
  await insertAuditEntry(tx, {
    userId: by.user.id,
    userEmail: by.user.email,
    userRole: by.user.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary ?? null,
    ip: by.ip,
  });
}

const blankToNull = (value: string | undefined) => (value ? value : null);

// The fields an entry's own summary names its record by, per kind of record: a deleted
// application, payment or person is still called what it was called then.
const SUMMARY_LABEL_KEYS: Record<string, readonly string[]> = {
  application: ['applicationNumber'],
  payment: ['receiptNumber'],
  user: ['email'],
  borrower: ['name', 'email', 'borrowerName'],
  collection: ['applicationNumber'],
  'pawn-item': ['itemNumber'],
};

function labelFromSummary(entity: string, summary: unknown): string | null {
  if (!summary || typeof summary !== 'object') return null;
  for (const key of SUMMARY_LABEL_KEYS[entity] ?? []) {
    const value = (summary as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The Activity view: read only, newest first, filtered, one page, plus the values the filters offer. */
export async function listAuditLog(db: TExecutor, query: TAuditLogRequest): Promise<TAuditLogResponse> {
  if (query.from && query.to && query.from > query.to) throw new AppError('BAD_REQUEST', 'from must not be after to');
  const filter = {
    action: blankToNull(query.action),
    entity: blankToNull(query.entity),
    entityId: blankToNull(query.entityId),
    userEmailPart: blankToNull(query.user),
    fromDay: blankToNull(query.from),
    toDay: blankToNull(query.to),
  };
  const { rows, total } = await listAuditEntries(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const labels = await readEntityLabels(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userEmail: row.userEmail,
      userRole: row.userRole,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      entityLabel: (row.entityId ? labels.get(`${row.entity}:${row.entityId.toLowerCase()}`) : undefined) ?? labelFromSummary(row.entity, row.summary),
      summary: (row.summary as Record<string, unknown> | null) ?? null,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    actions: await listAuditActions(db),
    entities: await listAuditEntities(db),
  };
}
