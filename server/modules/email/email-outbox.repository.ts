import { count, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

// The admin view of the outbox: bodies are never selected, only what identifies a message and its fate.
const listColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  relatedEntity: emailOutbox.relatedEntity,
  relatedId: emailOutbox.relatedId,
  attachments: emailOutbox.attachments,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  lastError: emailOutbox.lastError,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};

export type TOutboxListRow = Omit<typeof emailOutbox.$inferSelect, 'textBody' | 'htmlBody'>;

export async function listOutboxRows(
  db: TExecutor,
  filter: { status: string | null },
  page: { limit: number; offset: number },
): Promise<{ rows: TOutboxListRow[]; total: number }> {
  const where = filter.status ? eq(emailOutbox.status, filter.status) : undefined;
  const rows = await db
    .select(listColumns)
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(emailOutbox).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function countOutboxByStatus(db: TExecutor): Promise<Record<string, number>> {
  const rows = await db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function findOutboxRowForUpdate(tx: TExecutor, id: number): Promise<TOutboxListRow | undefined> {
  const [row] = await tx.select(listColumns).from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
  return row;
}

/** Back to pending, due at once, with a fresh series of attempts. */
export async function requeueOutboxRow(tx: TExecutor, id: number, now: Date): Promise<TOutboxListRow | undefined> {
  const [row] = await tx
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(emailOutbox.id, id))
    .returning(listColumns);
  return row;
}
