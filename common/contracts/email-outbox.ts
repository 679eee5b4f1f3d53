import { z } from 'zod';
import { ZIdParams } from './fields';
import { pagedResponse, pageQuery } from './paging';

// The outbox admin view (permission email.manage): what was queued, sent, failed and why, with a
// retry per message and a "send now" pass. Message bodies are never part of these answers.

/** cancelled: what the message was about is gone (a deleted payment's receipt); it is never sent. */
export const EMAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type TEmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];
export const EMAIL_OUTBOX_DEFAULT_PAGE_SIZE = 25;
export const EMAIL_OUTBOX_MAX_PAGE_SIZE = 100;

export const EMAIL_OUTBOX_MESSAGES = {
  notFound: 'Email not found',
  alreadySent: 'This email has already been sent.',
  sending: 'This email is being sent right now. Try again in a moment.',
  cancelled: 'This email was cancelled because what it was about was deleted; it cannot be sent.',
} as const;

/** GET /api/admin/email-outbox: newest first, one page, optionally one status. */
export const ZEmailOutboxListRequest = z.object({
  status: z
    .enum(['all', ...EMAIL_OUTBOX_STATUSES], { error: `status must be one of all, ${EMAIL_OUTBOX_STATUSES.join(', ')}` })
    .default('all'),
  ...pageQuery(EMAIL_OUTBOX_DEFAULT_PAGE_SIZE, EMAIL_OUTBOX_MAX_PAGE_SIZE),
});
export type TEmailOutboxListRequest = z.infer<typeof ZEmailOutboxListRequest>;
export type TEmailOutboxListQuery = z.input<typeof ZEmailOutboxListRequest>;

/** One queued message without its body (subjects identify them; bodies stay in the database). */
export const ZEmailOutboxItem = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  attachmentNames: z.array(z.string()),
  status: z.enum(EMAIL_OUTBOX_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TEmailOutboxItem = z.infer<typeof ZEmailOutboxItem>;

export const ZEmailOutboxListResponse = pagedResponse(ZEmailOutboxItem).extend({
  /** Messages per status over the whole outbox, for the filter. */
  counts: z.object({ pending: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int(), cancelled: z.number().int() }),
});
export type TEmailOutboxListResponse = z.infer<typeof ZEmailOutboxListResponse>;

export const ZEmailOutboxIdParams = ZIdParams;

/** POST /api/admin/email-outbox/{id}/retry answers the message, pending and due now. */
export const ZEmailOutboxRetryResponse = ZEmailOutboxItem;

/** POST /api/admin/email-outbox/send-now: one worker pass at once; what it did. */
export const ZEmailOutboxPassResponse = z.object({
  sent: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  /** Due messages left waiting because no e-mail configuration is active. */
  waiting: z.number().int(),
});
export type TEmailOutboxPassResponse = z.infer<typeof ZEmailOutboxPassResponse>;
