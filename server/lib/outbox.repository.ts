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
export async function enqueueEmail(db: TExecutor, email: TOutgoingEmail): Promise<{ id: number }> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}
