import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZCreateEmailSettingRequest } from '@common/contracts/email-settings';
import type { TDatabase } from '../../db/client';
import { emailOutbox, emailSettings } from '../../db/schema';
import { parseEnv } from '../../env';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs, runOutboxPass, startOutboxWorker, type TOutboxWorkerDeps } from '../../lib/mail/outbox-worker';
import { justAfter, recipientOf } from '../../lib/mail/outbox.test-support';
import { REJECTED_DOMAIN, startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { createObjectStore } from '../../lib/object-store/create-object-store';
import { claimDueEmails, enqueueEmail, type TAttachmentRenderers, type TOutgoingEmail } from '../../lib/outbox.repository';
import { BOTH_BACKENDS, openTestDatabase } from '../../test/test-app';
import type { TAuditActor } from '../audit';
import { createLocalUser } from '../users';
import {
  createEmailSetting,
  loadSendingConfiguration,
  NO_ACTIVE_CONFIGURATION,
  NO_DEFAULT_CONFIGURATION,
  PASSWORD_UNREADABLE,
} from './email-settings.service';

const MINUTE = 60_000;
const silentLog = { info: () => undefined, warn: () => undefined } as never;

describe.each(BOTH_BACKENDS)('outbox worker on %s', (backend) => {
  let database: TDatabase;
  let smtp: TTestSmtpServer;
  let actor: TAuditActor;
  let deps: TOutboxWorkerDeps;
  let secret: Buffer;
  // The worker reads the settings through the email module's rule, as main.ts wires it.
  const workerDeps = (db: TDatabase['db'], objectStore: TOutboxWorkerDeps['objectStore'], key: Buffer): TOutboxWorkerDeps => ({
    db,
    objectStore,
    renderers,
    loadConfiguration: () => loadSendingConfiguration(db, key),
  });
  const renderCalls: string[] = [];
  const renderers: TAttachmentRenderers = {
    'payment-receipt': async (id) => {
      renderCalls.push(id);
      return id === 'gone' ? null : Buffer.from(`%PDF-1.7 receipt ${id}`);
    },
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'outbox@shop.example', password: 'Outbox-Password-7' });
    database = await openTestDatabase(backend);
    const user = await createLocalUser(database.db, { email: `admin.${randomBytes(3).toString('hex')}@example.com`, password: 'long-enough-pw', role: 'admin' });
    actor = { user: { id: user.id, email: user.email, role: user.role }, ip: '127.0.0.1' };
    const objectStore = createObjectStore(parseEnv({ DATA_DIR: path.join(os.tmpdir(), `pawnbook-outbox-${randomBytes(4).toString('hex')}`) }));
    secret = randomBytes(32);
    deps = workerDeps(database.db, objectStore, secret);
  });
  afterAll(async () => {
    await database.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await database.db.delete(emailOutbox);
    await database.db.delete(emailSettings);
    smtp.messages.length = 0;
  });

  const addSetting = (overrides: Record<string, unknown> = {}) =>
    createEmailSetting(
      { db: deps.db, secret },
      actor,
      ZCreateEmailSettingRequest.parse({
        service: 'smtp',
        isActive: true,
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        username: smtp.username,
        password: smtp.password,
        senderName: 'Pawnbook Kingston',
        senderEmail: 'loans@shop.example',
        ...overrides,
      }),
    );
  const queue = async (overrides: Partial<TOutgoingEmail> = {}) =>
    (
      await enqueueEmail(database.db, {
        toAddress: 'marcia@example.com',
        subject: 'Your loan application PL-2025-000001 has been received',
        textBody: 'Dear Marcia,\n\nThank you.',
        kind: 'application_confirmation',
        ...overrides,
      })
    )!.id;
  const rowOf = async (id: number) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('sends a due message with its subject, body and both kinds of attachment, and marks it sent', async () => {
    await addSetting();
    await deps.objectStore.put('uploads/outbox-test-photo', Buffer.from('photo-bytes'), 'image/png');
    const id = await queue({
      attachments: [
        { filename: 'receipt-RCT-2025-000001.pdf', contentType: 'application/pdf', render: { kind: 'payment-receipt', id: 'pay-1' } },
        { filename: 'photo.png', contentType: 'image/png', objectKey: 'uploads/outbox-test-photo' },
      ],
    });
    const now = justAfter();
    expect(await runOutboxPass(deps, { now })).toEqual({ sent: 1, retrying: 0, failed: 0, waiting: 0 });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Your loan application PL-2025-000001 has been received');
    expect(mail?.text?.trim()).toBe('Dear Marcia,\n\nThank you.');
    expect(recipientOf(mail)).toBe('marcia@example.com');
    expect(mail?.from?.value[0]).toEqual({ name: 'Pawnbook Kingston', address: 'loans@shop.example' });
    expect(mail?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['receipt-RCT-2025-000001.pdf', 'application/pdf', '%PDF-1.7 receipt pay-1'],
      ['photo.png', 'image/png', 'photo-bytes'],
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    // Sent once: later passes find nothing to do.
    expect(await runOutboxPass(deps, { now: new Date(now.getTime() + 60 * MINUTE) })).toEqual({ sent: 0, retrying: 0, failed: 0, waiting: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps a message pending while the SMTP server is down and sends it once it is back', async () => {
    await addSetting();
    await smtp.stop();
    try {
      const id = await queue();
      const t0 = justAfter();
      expect(await runOutboxPass(deps, { now: t0 })).toMatchObject({ sent: 0, retrying: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/^Attempt 1 of 8: could not connect to the SMTP server at 127\.0\.0\.1:\d+ \(connection refused\)$/);
      expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + MINUTE);
      // Not due yet: untouched.
      expect(await runOutboxPass(deps, { now: new Date(t0.getTime() + 30_000) })).toMatchObject({ retrying: 0, sent: 0 });
      expect((await rowOf(id)).attempts).toBe(1);
    } finally {
      await smtp.start();
    }
    const id = (await database.db.select().from(emailOutbox))[0]!.id;
    const later = new Date(Date.now() + 2 * MINUTE);
    expect(await runOutboxPass(deps, { now: later })).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: later });
    expect((await smtp.waitForMessages(1))[0]?.subject).toContain('PL-2025-000001');
  });

  it('backs off 1, 5, 15, 60, 180, 360, 720 minutes and fails for good after the last attempt', async () => {
    await addSetting();
    await smtp.stop();
    try {
      const id = await queue();
      let now = justAfter();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
        await runOutboxPass(deps, { now });
        const row = await rowOf(id);
        expect(row.attempts).toBe(attempt);
        if (attempt < OUTBOX_MAX_ATTEMPTS) {
          expect(row.status).toBe('pending');
          waits.push((row.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
          now = row.nextAttemptAt;
        } else {
          expect(row.status).toBe('failed');
          expect(row.lastError).toMatch(/^Attempt 8 of 8: could not connect/);
        }
      }
      expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720]);
      expect(retryDelayMs(20)).toBe(720 * MINUTE);
      // A failed message is not picked up again.
      await runOutboxPass(deps, { now: new Date(now.getTime() + 10 * 24 * 60 * MINUTE) });
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 8 });
    } finally {
      await smtp.start();
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it('never sends one message twice from concurrent passes', async () => {
    await addSetting();
    const ids: number[] = [];
    for (let i = 0; i < 15; i += 1) ids.push(await queue({ subject: `Message ${i}` }));
    const passes = await Promise.all([1, 2, 3].map(() => runOutboxPass(deps, { now: justAfter(), batchSize: 2, maxBatches: 10 })));
    await runOutboxPass(deps, { now: justAfter() });
    const subjects = (await smtp.waitForMessages(15)).map((m) => m.subject);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(15);
    expect(new Set(subjects).size).toBe(15);
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBeLessThanOrEqual(15);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('without a usable configuration keeps messages pending with the reason, then sends through the default', async () => {
    const id = await queue();
    expect(await runOutboxPass(deps, { now: justAfter() })).toEqual({ sent: 0, retrying: 0, failed: 0, waiting: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: NO_ACTIVE_CONFIGURATION });

    await addSetting({ isActive: false, isDefault: true, senderEmail: 'inactive-default@shop.example' });
    await runOutboxPass(deps, { now: justAfter() });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: NO_ACTIVE_CONFIGURATION });

    await addSetting({ senderEmail: 'first@shop.example' });
    const second = await addSetting({ senderEmail: 'second@shop.example' });
    expect(await runOutboxPass(deps, { now: justAfter() })).toMatchObject({ waiting: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: NO_DEFAULT_CONFIGURATION });
    expect(smtp.messages).toHaveLength(0);

    // The active default wins over the other active one.
    await database.db.update(emailSettings).set({ isDefault: false });
    await database.db.update(emailSettings).set({ isDefault: true }).where(eq(emailSettings.id, second.id));
    expect(await runOutboxPass(deps, { now: justAfter() })).toMatchObject({ sent: 1 });
    expect((await smtp.waitForMessages(1))[0]?.from?.value[0]?.address).toBe('second@shop.example');
  });

  it('uses the only active configuration when the default is inactive', async () => {
    await addSetting({ isActive: false, isDefault: true });
    await addSetting({ senderEmail: 'only-active@shop.example' });
    await queue();
    expect(await runOutboxPass(deps, { now: justAfter() })).toMatchObject({ sent: 1 });
    expect((await smtp.waitForMessages(1))[0]?.from?.value[0]?.address).toBe('only-active@shop.example');
  });

  it('waits with a clear reason when the stored password cannot be opened with this app secret', async () => {
    await addSetting();
    const id = await queue();
    expect(await runOutboxPass(workerDeps(deps.db, deps.objectStore, randomBytes(32)), { now: justAfter() })).toMatchObject({ waiting: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: PASSWORD_UNREADABLE });
  });

  it('fails at once when an attachment is gone or the recipient is refused; retries a missing renderer', async () => {
    await addSetting();
    const gone = await queue({ attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', render: { kind: 'payment-receipt', id: 'gone' } }] });
    const missingObject = await queue({ attachments: [{ filename: 'id.pdf', contentType: 'application/pdf', objectKey: 'uploads/never-stored' }] });
    const refused = await queue({ toAddress: `someone@${REJECTED_DOMAIN}` });
    const noRenderer = await queue({ attachments: [{ filename: 'x.pdf', contentType: 'application/pdf', render: { kind: 'agreement', id: 'a-1' } }] });
    const now = justAfter();
    expect(await runOutboxPass(deps, { now })).toEqual({ sent: 0, retrying: 1, failed: 3, waiting: 0 });
    expect(await rowOf(gone)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Attempt 1 of 8: Attachment receipt.pdf could not be produced: payment-receipt gone no longer exists' });
    expect(await rowOf(missingObject)).toMatchObject({ status: 'failed', lastError: 'Attempt 1 of 8: Attachment id.pdf is missing from file storage (uploads/never-stored)' });
    expect((await rowOf(refused)).status).toBe('failed');
    expect((await rowOf(refused)).lastError).toMatch(/^Attempt 1 of 8: the SMTP server refused the sender or recipient \(.*550/);
    expect(await rowOf(noRenderer)).toMatchObject({
      status: 'pending',
      lastError: 'Attempt 1 of 8: Attachment x.pdf cannot be produced: no renderer for "agreement" is set up on this server',
    });
    expect(renderCalls).toContain('gone');
    expect(smtp.messages).toHaveLength(0);
  });

  it('takes over a message whose claim ran out (its worker died) but not before', async () => {
    await addSetting();
    const id = await queue();
    const t0 = justAfter();
    const [claimed] = await claimDueEmails(database.db, { now: t0, leaseUntil: new Date(t0.getTime() + 10 * MINUTE), limit: 10 });
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1 });
    expect(await runOutboxPass(deps, { now: new Date(t0.getTime() + 5 * MINUTE) })).toMatchObject({ sent: 0 });
    expect((await rowOf(id)).status).toBe('sending');
    expect(await runOutboxPass(deps, { now: new Date(t0.getTime() + 11 * MINUTE) })).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('runs by itself every interval and stops cleanly', async () => {
    await addSetting();
    const id = await queue();
    const worker = startOutboxWorker(deps, silentLog, { intervalSeconds: 1 });
    try {
      await smtp.waitForMessages(1, 5000);
    } finally {
      await worker.stop();
    }
    expect((await rowOf(id)).status).toBe('sent');
  });
});
