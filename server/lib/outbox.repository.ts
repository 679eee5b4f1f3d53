import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * An attachment of a queued e-mail: a stored object, or a document rendered when the message is
 * sent (a payment receipt: render { kind: 'payment-receipt', id: <payment id> }), so the outbox row
 * commits in the same transaction as the change it reports and holds no file bytes.
 */
export type TEmailAttachment = { filename: string; contentType: string } & (
  | { objectKey: string }
  | { render: { kind: string; id: string } }
);

/** Renderers the sending worker calls for render attachments, by kind; null means the source is gone. */
export type TAttachmentRenderers = Record<string, (id: string) => Promise<Buffer | null>>;

export type TOutgoingEmail = {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  kind: string;
  relatedEntity?: string | null;
  relatedId?: string | null;
  attachments?: TEmailAttachment[];
};

/**
 * Queues an e-mail; the caller passes its transaction so the message exists exactly when the
 * change it reports does. A worker sends it later, with retries.
 */
export async function enqueueEmail(db: TExecutor, email: TOutgoingEmail): Promise<{ id: number } | null> {
  // A person with no e-mail address (a pawner at the counter may have none) is sent nothing.
  if (email.toAddress.trim() === '') return null;
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** Queues several e-mails in one statement (a job's batch), in the caller's transaction; ids in order. */
export async function enqueueEmails(db: TExecutor, emails: TOutgoingEmail[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db.insert(emailOutbox).values(emails).returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

// ---- The sending worker's statements ----

export type TOutboxRow = typeof emailOutbox.$inferSelect;
/** A claimed row is identified by id and the attempt number its claim gave it. */
export type TOutboxClaim = Pick<TOutboxRow, 'id' | 'attempts'>;

const due = (now: Date) =>
  and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, now));

/**
 * Claims up to limit due messages for this worker: pending ones whose time has come, and 'sending'
 * ones whose claim expired (their worker died). SKIP LOCKED lets several instances claim at once
 * without waiting for or taking each other's rows; the claim commits at once, marking the rows
 * 'sending' until leaseUntil and counting the attempt, so no SMTP conversation holds a transaction.
 */
export async function claimDueEmails(db: TExecutor, options: { now: Date; leaseUntil: Date; limit: number }): Promise<TOutboxRow[]> {
  const picked = db.$with('picked').as(
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(due(options.now))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(options.limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(picked)
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(inArray(emailOutbox.id, db.select({ id: picked.id }).from(picked)))
    .returning();
}

// Only the claim that is still current may settle a row: a claim that outlived its lease and was
// taken over by another worker changes nothing.
const stillClaimed = (claim: TOutboxClaim) =>
  and(eq(emailOutbox.id, claim.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, claim.attempts));

export async function markEmailSent(db: TExecutor, claim: TOutboxClaim, sentAt: Date): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(stillClaimed(claim))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/** A failed attempt: back to pending for nextAttemptAt, or failed for good when nextAttemptAt is null. */
export async function markEmailAttemptFailed(
  db: TExecutor,
  claim: TOutboxClaim,
  outcome: { lastError: string; nextAttemptAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set(
      outcome.nextAttemptAt
        ? { status: 'pending', lastError: outcome.lastError, nextAttemptAt: outcome.nextAttemptAt }
        : { status: 'failed', lastError: outcome.lastError },
    )
    .where(stillClaimed(claim))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/**
 * With nothing to send through, due messages stay pending and untouched except for the reason,
 * written once, so the outbox view says why nothing leaves. Answers how many are waiting.
 */
export async function noteEmailsWaiting(db: TExecutor, now: Date, reason: string): Promise<number> {
  const waiting = and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now));
  await db
    .update(emailOutbox)
    .set({ lastError: reason })
    .where(and(waiting, or(isNull(emailOutbox.lastError), ne(emailOutbox.lastError, reason))));
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(waiting);
  return row?.n ?? 0;
}

/** What a record's messages are about, as enqueueEmail stored it (relatedEntity, relatedId). */
export type TRelatedRecord = { entity: string; id: string };

/**
 * Cancels the messages about one record that have not gone out (a deleted payment's receipts), in
 * the caller's transaction, with the reason as their last error. A message a worker holds at this
 * moment is cancelled too: its claim no longer matches, so the worker cannot mark it sent or
 * failed afterwards. Answers how many were cancelled.
 */
export async function cancelUnsentEmailsAbout(tx: TExecutor, related: TRelatedRecord, reason: string): Promise<number> {
  const rows = await tx
    .update(emailOutbox)
    .set({ status: 'cancelled', lastError: reason })
    .where(
      and(
        eq(emailOutbox.relatedEntity, related.entity),
        eq(emailOutbox.relatedId, related.id),
        inArray(emailOutbox.status, ['pending', 'sending', 'failed']),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The newest message about a record (a payment's latest receipt), or null when none was queued. */
export async function findLatestEmailAbout(db: TExecutor, related: TRelatedRecord): Promise<Pick<TOutboxRow, 'id' | 'status' | 'toAddress' | 'lastError' | 'sentAt'> | null> {
  const [row] = await db
    .select({ id: emailOutbox.id, status: emailOutbox.status, toAddress: emailOutbox.toAddress, lastError: emailOutbox.lastError, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedEntity, related.entity), eq(emailOutbox.relatedId, related.id)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}
