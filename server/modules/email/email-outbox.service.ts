import {
  EMAIL_OUTBOX_MESSAGES,
  EMAIL_OUTBOX_STATUSES,
  type TEmailOutboxItem,
  type TEmailOutboxListRequest,
  type TEmailOutboxListResponse,
  type TEmailOutboxStatus,
} from '@common/contracts/email-outbox';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import { countOutboxByStatus, findOutboxRowForUpdate, listOutboxRows, requeueOutboxRow, type TOutboxListRow } from './email-outbox.repository';

function attachmentNamesOf(attachments: unknown): string[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.map((a) => (a && typeof a === 'object' && typeof (a as { filename?: unknown }).filename === 'string' ? (a as { filename: string }).filename : 'attachment'));
}

export function toOutboxItem(row: TOutboxListRow): TEmailOutboxItem {
  const status = row.status as TEmailOutboxStatus;
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    relatedEntity: row.relatedEntity,
    relatedId: row.relatedId,
    attachmentNames: attachmentNamesOf(row.attachments),
    status,
    attempts: row.attempts,
    // Sent and failed messages have no next attempt; for 'sending' it is when the claim runs out.
    nextAttemptAt: status === 'pending' || status === 'sending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOutbox(db: TExecutor, query: TEmailOutboxListRequest): Promise<TEmailOutboxListResponse> {
  const { rows, total } = await listOutboxRows(
    db,
    { status: query.status === 'all' ? null : query.status },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const byStatus = await countOutboxByStatus(db);
  const counts = Object.fromEntries(EMAIL_OUTBOX_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as TEmailOutboxListResponse['counts'];
  return { items: rows.map(toOutboxItem), total, page: query.page, pageSize: query.pageSize, counts };
}

/**
 * Puts a failed or pending message back in line, due now, with a fresh series of attempts. A sent
 * message is not sent twice, a cancelled one never; one a worker holds right now is left to it.
 */
export async function retryOutboxEmail(db: TExecutor, actor: TAuditActor, rawId: string): Promise<TEmailOutboxItem> {
  if (!/^\d{1,15}$/.test(rawId)) throw new AppError('NOT_FOUND', EMAIL_OUTBOX_MESSAGES.notFound);
  const id = Number(rawId);
  return db.transaction(async (tx) => {
    const current = await findOutboxRowForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND', EMAIL_OUTBOX_MESSAGES.notFound);
    if (current.status === 'sent') throw new AppError('CONFLICT', EMAIL_OUTBOX_MESSAGES.alreadySent);
    if (current.status === 'cancelled') throw new AppError('CONFLICT', EMAIL_OUTBOX_MESSAGES.cancelled);
    const now = new Date();
    // A claim that ran out belongs to a worker that died: that message may be put back.
    if (current.status === 'sending' && current.nextAttemptAt > now) throw new AppError('CONFLICT', EMAIL_OUTBOX_MESSAGES.sending);
    const row = await requeueOutboxRow(tx, id, now);
    if (!row) throw new AppError('NOT_FOUND', EMAIL_OUTBOX_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: 'email-outbox.retry',
      entity: 'email-outbox',
      entityId: String(id),
      summary: { toAddress: current.toAddress, subject: current.subject, kind: current.kind, fromStatus: current.status, attempts: current.attempts, lastError: current.lastError },
    });
    return toOutboxItem(row);
  });
}
