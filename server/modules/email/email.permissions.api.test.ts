import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailSettings } from '../../db/schema';
import { startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { enqueueEmail } from '../../lib/outbox.repository';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { expectPermissionAnswer, ROLES_AND_GUEST, signInEveryRole, type TActorName } from '../../test/roles';


// Written out here on purpose, not read from common/permissions.ts: a change to that table must
// show up as a failing test.
const ALLOWED: Record<string, TActorName[]> = {
  'GET /api/admin/email-settings': ['admin', 'super_admin'],
  'POST /api/admin/email-settings': ['admin', 'super_admin'],
  'PUT /api/admin/email-settings/{id}': ['admin', 'super_admin'],
  'DELETE /api/admin/email-settings/{id}': ['admin', 'super_admin'],
  'POST /api/admin/email-settings/{id}/test': ['admin', 'super_admin'],
  'GET /api/admin/email-outbox': ['admin', 'super_admin'],
  'POST /api/admin/email-outbox/{id}/retry': ['admin', 'super_admin'],
  'POST /api/admin/email-outbox/send-now': ['admin', 'super_admin'],
};

type TCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; success: number; happened?: () => Promise<boolean> };

describe.each(PGLITE_ONLY)('email permission matrix on %s', (backend) => {
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  const cookies = new Map<TActorName, string>();

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'matrix@shop.example', password: 'Matrix-Password-1' });
    t = await createTestApp(backend);
    for (const [role, signedIn] of await signInEveryRole(t)) cookies.set(role, signedIn.cookie);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const settingPayload = (senderName: string) => ({
    service: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: smtp.port,
    username: smtp.username,
    password: smtp.password,
    senderName,
  });
  const settingByName = async (senderName: string) => (await t.database.db.select().from(emailSettings).where(eq(emailSettings.senderName, senderName)))[0];
  const newSetting = async () => {
    const name = `Shop ${Math.random().toString(36).slice(2)}`;
    const res = await t.request({ method: 'POST', url: '/api/admin/email-settings', cookie: cookies.get('super_admin'), payload: settingPayload(name) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const settingRow = async (id: number) => (await t.database.db.select().from(emailSettings).where(eq(emailSettings.id, id)))[0];
  const outboxRow = async (id: number) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  const CALLS: Record<string, () => Promise<TCall>> = {
    'GET /api/admin/email-settings': async () => ({ method: 'GET', url: '/api/admin/email-settings', success: 200 }),
    'POST /api/admin/email-settings': async () => {
      const name = `New ${Math.random().toString(36).slice(2)}`;
      return { method: 'POST', url: '/api/admin/email-settings', payload: settingPayload(name), success: 201, happened: async () => (await settingByName(name)) !== undefined };
    },
    'PUT /api/admin/email-settings/{id}': async () => {
      const id = await newSetting();
      return { method: 'PUT', url: `/api/admin/email-settings/${id}`, payload: { senderName: 'Changed' }, success: 200, happened: async () => (await settingRow(id))?.senderName === 'Changed' };
    },
    'DELETE /api/admin/email-settings/{id}': async () => {
      const id = await newSetting();
      return { method: 'DELETE', url: `/api/admin/email-settings/${id}`, success: 200, happened: async () => (await settingRow(id)) === undefined };
    },
    'POST /api/admin/email-settings/{id}/test': async () => {
      const id = await newSetting();
      const before = smtp.messages.length;
      return { method: 'POST', url: `/api/admin/email-settings/${id}/test`, payload: { testEmail: 'owner@shop.example' }, success: 200, happened: async () => smtp.messages.length > before };
    },
    'GET /api/admin/email-outbox': async () => ({ method: 'GET', url: '/api/admin/email-outbox', success: 200 }),
    'POST /api/admin/email-outbox/{id}/retry': async () => {
      const { id } = (await enqueueEmail(t.database.db, { toAddress: 'a@example.com', subject: 'Retry me', textBody: 'x', kind: 'test' }))!;
      await t.database.db.update(emailOutbox).set({ status: 'failed', attempts: 8 }).where(eq(emailOutbox.id, id));
      return { method: 'POST', url: `/api/admin/email-outbox/${id}/retry`, success: 200, happened: async () => (await outboxRow(id))?.status === 'pending' };
    },
    'POST /api/admin/email-outbox/send-now': async () => ({ method: 'POST', url: '/api/admin/email-outbox/send-now', success: 200 }),
  };

  const cells = Object.keys(ALLOWED).flatMap((endpoint) => ROLES_AND_GUEST.map((actor) => ({ endpoint, actor })));

  it.each(cells)('$endpoint as $actor', async ({ endpoint, actor }) => {
    const call = await CALLS[endpoint]!();
    const cookie = cookies.get(actor);
    const res = await t.request({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}), ...(cookie ? { cookie } : {}) });
    const allowed = expectPermissionAnswer(res, actor, ALLOWED[endpoint]!);
    if (allowed) expect(res.statusCode, res.body).toBe(call.success);
    // The test SMTP server keeps a message before it accepts it, so a test send is heard by then.
    if (call.happened) expect(await call.happened()).toBe(allowed);
  });

  it('refuses guests and other roles before reading the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/email-settings'],
      ['PUT', '/api/admin/email-settings/not-a-number'],
      ['POST', '/api/admin/email-settings/1/test'],
    ] as const) {
      expect((await t.request({ method, url, payload: { nonsense: true } })).statusCode).toBe(401);
      expect((await t.request({ method, url, payload: { nonsense: true }, cookie: cookies.get('loan_officer') })).statusCode).toBe(403);
      expect((await t.request({ method, url, payload: { nonsense: true }, cookie: cookies.get('it') })).statusCode).toBe(403);
    }
  });
});
