import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';

/** Every e-mail goes through here; a worker claims rows (FOR UPDATE SKIP LOCKED) and sends with retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    toAddress: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** TEmailAttachment[]: [{ filename, contentType, objectKey }] or [{ filename, contentType, render: { kind, id } }] */
    attachments: jsonb().notNull().default([]),
    kind: varchar({ length: 40 }).notNull(),
    relatedEntity: varchar({ length: 60 }),
    relatedId: varchar({ length: 100 }),
    /** pending, sending (claimed by a worker until next_attempt_at), sent, failed, cancelled (what it was about is gone). */
    status: varchar({ length: 20 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    // The admin view filters by status, newest first.
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    // A record's messages (a payment's receipts): its state for the payment toast, cancelled with it.
    index('email_outbox_related_idx').on(t.relatedEntity, t.relatedId),
    check('email_outbox_status_check', sql`${t.status} in ('pending','sending','sent','failed','cancelled')`),
  ],
);
