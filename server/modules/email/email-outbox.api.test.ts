import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../../db/schema';
import { configureTestSmtp, recipientOf } from '../../lib/mail/outbox.test-support';
import { startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { enqueueEmail } from '../../lib/outbox.repository';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';

type TItem = { id: number; status: string; attempts: number; subject: string; nextAttemptAt: string | null; lastError: string | null; [k: string]: unknown };
type TList = { items: TItem[]; total: number; page: number; pageSize: number; counts: Record<string, number> };

describe.each(PGLITE_ONLY)('email outbox admin view on %s', (backend) => {
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  let admin: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'desk@shop.example', password: 'Desk-Password-3' });
    t = await createTestApp(backend);
    const user = await t.createUser('super_admin');
    admin = await t.signIn(user.email, user.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    smtp.messages.length = 0;
  });

  const get = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/admin/email-outbox${query}`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, list: res.json<TList>() };
  };
  const post = (url: string) => t.request({ method: 'POST', url, cookie: admin });
  const queue = async (subject: string, status?: { status: string; attempts?: number; lastError?: string; sentAt?: Date; nextAttemptAt?: Date; createdAt?: Date }) => {
    const { id } = (await enqueueEmail(t.database.db, { toAddress: 'marcia@example.com', subject, textBody: `BODY OF ${subject}`, kind: 'application_confirmation' }))!;
    if (status) await t.database.db.update(emailOutbox).set(status).where(eq(emailOutbox.id, id));
    return id;
  };
  const configure = () => configureTestSmtp(t, admin, smtp);

  it('lists newest first with counts, filters by status, pages, and never shows bodies', async () => {
    const base = Date.now() - 60 * 60_000;
    await queue('oldest sent', { status: 'sent', attempts: 1, sentAt: new Date(base + 1000), createdAt: new Date(base) });
    await queue('failed one', { status: 'failed', attempts: 8, lastError: 'Attempt 8 of 8: boom', createdAt: new Date(base + 60_000) });
    await queue('pending one', { status: 'pending', createdAt: new Date(base + 120_000) });
    await queue('newest pending', { status: 'pending', createdAt: new Date(base + 180_000) });

    const { body, list } = await get();
    expect(list.items.map((i) => i.subject)).toEqual(['newest pending', 'pending one', 'failed one', 'oldest sent']);
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 25, counts: { pending: 2, sending: 0, sent: 1, failed: 1 } });
    expect(body).not.toContain('BODY OF');
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      toAddress: 'marcia@example.com',
      subject: 'newest pending',
      kind: 'application_confirmation',
      relatedEntity: null,
      relatedId: null,
      attachmentNames: [],
      status: 'pending',
      attempts: 0,
      nextAttemptAt: expect.any(String),
      lastError: null,
      sentAt: null,
      createdAt: new Date(base + 180_000).toISOString(),
    });
    const failed = list.items.find((i) => i.status === 'failed');
    expect(failed).toMatchObject({ attempts: 8, lastError: 'Attempt 8 of 8: boom', nextAttemptAt: null });
    expect(list.items.find((i) => i.status === 'sent')?.sentAt).toBe(new Date(base + 1000).toISOString());

    expect((await get('?status=pending')).list.items.map((i) => i.subject)).toEqual(['newest pending', 'pending one']);
    expect((await get('?status=failed')).list).toMatchObject({ total: 1, items: [{ subject: 'failed one' }] });
    const page2 = (await get('?pageSize=3&page=2')).list;
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((i) => i.subject)).toEqual(['oldest sent']);
    for (const bad of ['?status=lost', '?page=0', '?pageSize=500']) {
      const res = await t.request({ method: 'GET', url: `/api/admin/email-outbox${bad}`, cookie: admin });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('retries a failed message (due now, fresh attempts, audited) and the next pass sends it', async () => {
    const id = await queue('failed receipt', { status: 'failed', attempts: 8, lastError: 'Attempt 8 of 8: could not connect' });
    const before = Date.now();
    const res = await post(`/api/admin/email-outbox/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<TItem>();
    expect(item).toMatchObject({ id, status: 'pending', attempts: 0, lastError: 'Attempt 8 of 8: could not connect' });
    expect(Date.parse(item.nextAttemptAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'email-outbox.retry'));
    expect(audit).toMatchObject({ entity: 'email-outbox', entityId: String(id), summary: { fromStatus: 'failed', attempts: 8, subject: 'failed receipt' } });

    await configure();
    const pass = await post('/api/admin/email-outbox/send-now');
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json()).toEqual({ sent: 1, retrying: 0, failed: 0, waiting: 0 });
    expect((await smtp.waitForMessages(1))[0]?.subject).toBe('failed receipt');
    expect((await get('?status=sent')).list.items.map((i) => i.id)).toEqual([id]);
  });

  it('refuses to retry a sent message or one a worker holds; 404 for unknown ids', async () => {
    const sent = await queue('done', { status: 'sent', attempts: 1, sentAt: new Date() });
    const held = await queue('in flight', { status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 10 * 60_000) });
    const expired = await queue('dead worker', { status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 60_000) });
    const pending = await queue('waiting');
    expect((await post(`/api/admin/email-outbox/${sent}/retry`)).json()).toMatchObject({ message: 'This email has already been sent.' });
    expect((await post(`/api/admin/email-outbox/${sent}/retry`)).statusCode).toBe(409);
    expect((await post(`/api/admin/email-outbox/${held}/retry`)).statusCode).toBe(409);
    expect((await post(`/api/admin/email-outbox/${expired}/retry`)).json()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await post(`/api/admin/email-outbox/${pending}/retry`)).statusCode).toBe(200);
    for (const id of ['99999999', 'abc']) {
      const res = await post(`/api/admin/email-outbox/${id}/retry`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Email not found' });
    }
  });

  it("sends the intake confirmation e-mail of POST /api/pawn-loans through the worker", async () => {
    const { paths, cookie } = await uploadDocuments(t);
    const submitted = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths), cookie });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { applicationNumber } = submitted.json<{ applicationNumber: string }>();
    const queued = (await get('?status=pending')).list.items;
    expect(queued).toMatchObject([{ kind: 'application_confirmation', toAddress: 'marcia.campbell@example.com', status: 'pending' }]);

    await configure();
    expect((await post('/api/admin/email-outbox/send-now')).json()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe(`Your loan application ${applicationNumber} has been received`);
    expect(mail?.text).toContain('Dear Marcia Campbell,');
    expect(mail?.text).toContain('Loan amount: J$12,000.00');
    expect(recipientOf(mail)).toBe('marcia.campbell@example.com');
    expect((await get()).list.items[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});
