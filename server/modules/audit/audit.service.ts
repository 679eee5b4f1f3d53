import type { TExecutor } from '../../db/client';
import type { TSessionUser } from '../users/users.repository';
import { insertAuditEntry } from './audit.repository';

/** Who acted, as every staff mutation receives it from its route. */
export type TAuditActor = { user: Pick<TSessionUser, 'id' | 'email' | 'role'>; ip: string };

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row exists
 * exactly when the change does. summary: what changed (before/after of the fields touched, or what
 * was removed); never secrets, password hashes or file contents.
 */
export async function recordAudit(
  tx: TExecutor,
  actor: TAuditActor,
  entry: { action: string; entity: string; entityId: string | null; summary?: Record<string, unknown> },
): Promise<void> {
  await insertAuditEntry(tx, {
    userId: actor.user.id,
    userEmail: actor.user.email,
    userRole: actor.user.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary ?? null,
    ip: actor.ip,
  });
}
