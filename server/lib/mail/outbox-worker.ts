import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TEmailOutboxPassResponse } from '@common/contracts/email-outbox';
import type { TDb } from '../../db/client';
import type { TObjectStore } from '../object-store/object-store';
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  noteEmailsWaiting,
  type TAttachmentRenderers,
  type TOutboxRow,
} from '../outbox.repository';
import { writeSystemLog } from '../system-log';
import {
  createMailSender,
  describeSmtpError,
  isPermanentSmtpError,
  isServerUnreachable,
  serverOf,
  WORKER_TIMEOUTS,
  type TMailAttachment,
  type TMailConfig,
  type TMailTimeouts,
} from './mail-transport';

/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats until the attempts run out. */
export const OUTBOX_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;
/** After this many failed attempts (about 22 hours of retrying) a message is failed for good. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** How long a claim keeps other workers off a message; a worker that dies mid-send frees it after this. */
export const OUTBOX_CLAIM_LEASE_MS = 10 * 60_000;
export const OUTBOX_BATCH_SIZE = 10;
export const OUTBOX_MAX_BATCHES_PER_PASS = 5;

/** The configuration to send with, or why there is none (in words an administrator can act on). */
export type TSendingChoice = { config: TMailConfig } | { problem: string };

export type TOutboxWorkerDeps = {
  db: TDb;
  objectStore: TObjectStore;
  renderers: TAttachmentRenderers;
  /** Reads the e-mail settings (the email module's rule of which configuration sends), once a pass. */
  loadConfiguration: () => Promise<TSendingChoice>;
  /** The shop's signature under every message (its name, address, phone, hours), read once a pass. */
  signature?: () => Promise<string>;
};

/** A message's text as sent: its body, then the signature after the usual "-- " line. */
export const signedText = (body: string, signature: string | null) => (signature ? `${body.trimEnd()}\n\n-- \n${signature}\n` : body);

export type TOutboxPassOptions = {
  /** The pass's clock: which messages are due, when retries are scheduled, sent_at. Tests move it. */
  now?: Date;
  batchSize?: number;
  maxBatches?: number;
  timeouts?: TMailTimeouts;
};

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), OUTBOX_RETRY_DELAYS_MINUTES.length) - 1;
  return (OUTBOX_RETRY_DELAYS_MINUTES[index] ?? 720) * 60_000;
}

/** A failure of one message that no retry can fix (a refused recipient, a document that is gone). */
class PermanentFailure extends Error {}

const ZStoredAttachment = z.object({ filename: z.string().min(1), contentType: z.string().min(1) }).and(
  z.union([z.object({ objectKey: z.string().min(1) }), z.object({ render: z.object({ kind: z.string(), id: z.string() }) })]),
);

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

async function loadAttachments(deps: TOutboxWorkerDeps, row: TOutboxRow): Promise<TMailAttachment[]> {
  const parsed = z.array(ZStoredAttachment).safeParse(row.attachments ?? []);
  if (!parsed.success) throw new PermanentFailure('The attachments of this message are not readable');
  const loaded: TMailAttachment[] = [];
  for (const attachment of parsed.data) {
    const { filename, contentType } = attachment;
    if ('objectKey' in attachment) {
      const stream = await deps.objectStore.openReadStream(attachment.objectKey);
      if (!stream) throw new PermanentFailure(`Attachment ${filename} is missing from file storage (${attachment.objectKey})`);
      loaded.push({ filename, contentType, content: await readAll(stream) });
    } else {
      const { kind, id } = attachment.render;
      const render = deps.renderers[kind];
      // A server started without this renderer (an older or partly configured instance): another
      // attempt, perhaps on another instance, may have it.
      if (!render) throw new Error(`Attachment ${filename} cannot be produced: no renderer for "${kind}" is set up on this server`);
      const content = await render(id);
      if (!content) throw new PermanentFailure(`Attachment ${filename} could not be produced: ${kind} ${id} no longer exists`);
      loaded.push({ filename, contentType, content });
    }
  }
  return loaded;
}

/**
 * One pass of the sender: claims due messages in small batches and sends each through the default
 * active configuration. Sent: marked sent. Failed: retried later with growing waits, failed for
 * good after OUTBOX_MAX_ATTEMPTS or at once when no retry can help. No usable configuration:
 * nothing is claimed, due messages stay pending with the reason as their last error.
 */
export async function runOutboxPass(deps: TOutboxWorkerDeps, options: TOutboxPassOptions = {}): Promise<TEmailOutboxPassResponse> {
  const now = options.now ?? new Date();
  const result: TEmailOutboxPassResponse = { sent: 0, retrying: 0, failed: 0, waiting: 0 };
  const chosen = await deps.loadConfiguration();
  if ('problem' in chosen) {
    result.waiting = await noteEmailsWaiting(deps.db, now, chosen.problem);
    return result;
  }
  const { config } = chosen;
  const signature = deps.signature ? await deps.signature() : null;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const sender = createMailSender(config, options.timeouts ?? WORKER_TIMEOUTS);
  try {
    for (let batch = 0; batch < (options.maxBatches ?? OUTBOX_MAX_BATCHES_PER_PASS); batch += 1) {
      const claimed = await claimDueEmails(deps.db, { now, leaseUntil: new Date(now.getTime() + OUTBOX_CLAIM_LEASE_MS), limit: batchSize });
      // Once the server is unreachable, the rest of the batch gets the same answer without each
      // waiting for its own timeout; the pass then stops claiming.
      let unreachable: string | null = null;
      for (const row of claimed) {
        let failure: { message: string; permanent: boolean } | null = unreachable ? { message: unreachable, permanent: false } : null;
        if (!failure) {
          try {
            const attachments = await loadAttachments(deps, row);
            await sender.send({ to: row.toAddress, subject: row.subject, text: signedText(row.textBody, signature), html: row.htmlBody, attachments });
          } catch (error) {
            if (error instanceof PermanentFailure) failure = { message: error.message, permanent: true };
            else {
              failure = { message: describeSmtpError(error, serverOf(config)), permanent: isPermanentSmtpError(error) };
              if (isServerUnreachable(error)) unreachable = failure.message;
            }
          }
        }
        if (!failure) {
          if (await markEmailSent(deps.db, row, now)) result.sent += 1;
          continue;
        }
        const final = failure.permanent || row.attempts >= OUTBOX_MAX_ATTEMPTS;
        const nextAttemptAt = final ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
        const lastError = `Attempt ${row.attempts} of ${OUTBOX_MAX_ATTEMPTS}: ${failure.message}`;
        if (await markEmailAttemptFailed(deps.db, row, { lastError, nextAttemptAt })) {
          result[final ? 'failed' : 'retrying'] += 1;
          await writeSystemLog(deps.db, {
            level: final ? 'error' : 'warn',
            event: 'email.failed',
            message: `E-mail #${row.id} (${row.kind}) ${final ? 'failed for good' : 'will be retried'}: ${lastError}`,
          });
        }
      }
      if (unreachable || claimed.length < batchSize) break;
    }
  } finally {
    sender.close();
  }
  return result;
}

export type TOutboxWorker = { stop: () => Promise<void> };

/**
 * Runs a pass every intervalSeconds (the next one starts only after the last one ended). Every
 * instance may run it: SKIP LOCKED claims keep them off each other's messages.
 */
export function startOutboxWorker(deps: TOutboxWorkerDeps, log: FastifyBaseLogger, options: { intervalSeconds: number }): TOutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runOutboxPass(deps)
      .then((result) => {
        if (result.sent || result.retrying || result.failed) log.info({ outbox: result }, 'outbox pass');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'outbox pass failed; it runs again shortly'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, options.intervalSeconds * 1000);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
