import type { TExecutor } from '../db/client';
import { emailOutbox } from '../db/schema';

export type TOutgoingEmail = {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  kind: string;
  relatedEntity?: string | null;
  relatedId?: string | null;
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
