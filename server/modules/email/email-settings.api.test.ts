import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SETTINGS_MESSAGES, SMTP_TEST_FAILURES } from '@common/contracts/email-settings';
import { auditLog, emailSettings } from '../../db/schema';
import { closedPort, startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { TEST_EMAIL_SUBJECT } from './email-settings.service';

type TSetting = { id: number; isDefault: boolean; isActive: boolean; hasPassword: boolean; [k: string]: unknown };

describe.each(BOTH_BACKENDS)('email settings on %s', (backend) => {
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  let admin: string;
  const PASSWORD = 'Correct-Horse-42';

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'mailer@shop.example', password: PASSWORD });
    t = await createTestApp(backend);
    const user = await t.createUser('admin');
    admin = await t.signIn(user.email, user.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const smtpPayload = (overrides: Record<string, unknown> = {}) => ({
    service: 'smtp',
    isActive: true,
    smtpHost: '127.0.0.1',
    smtpPort: smtp.port,
    username: 'mailer@shop.example',
    password: PASSWORD,
    senderName: 'Pawnbook Kingston',
    senderEmail: 'loans@shop.example',
    isDefault: false,
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, cookie: admin, ...(payload ? { payload } : {}) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/email-settings', smtpPayload(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSetting>();
  };
  const list = async () => (await call('GET', '/api/admin/email-settings')).json<TSetting[]>();
  const storedRow = async (id: number) => (await t.database.db.select().from(emailSettings).where(eq(emailSettings.id, id)))[0]!;
  const expectNoPassword = (body: string, ...secrets: string[]) => {
    expect(body).not.toMatch(/"password"/);
    for (const s of secrets) expect(body).not.toContain(s);
    expect(body).not.toMatch(/v1\.[A-Za-z0-9_-]{20,}/);
  };

  it('creates with the spec defaults and answers hasPassword, never the password', async () => {
    const res = await call('POST', '/api/admin/email-settings', { username: 'owner@gmail.com', password: 'abcd efgh ijkl mnop' });
    expect(res.statusCode, res.body).toBe(201);
    expectNoPassword(res.body, 'abcd efgh');
    expect(res.json()).toMatchObject({
      service: 'gmail',
      isActive: false,
      isDefault: false,
      smtpHost: null,
      smtpPort: 587,
      username: 'owner@gmail.com',
      hasPassword: true,
      senderName: 'Pawnbook',
      senderEmail: null,
    });
    const row = await storedRow(res.json<TSetting>().id);
    expect(row.password).not.toContain('abcd efgh');
    expect(row.password).toMatch(/^v1\./);
    const listed = await call('GET', '/api/admin/email-settings');
    expect(listed.statusCode).toBe(200);
    expectNoPassword(listed.body, 'abcd efgh', row.password);
  });

  it.each([
    [{ password: '' }, 'Password is required'],
    [{ password: '   ' }, 'Password is required'],
    [{ password: undefined }, 'Password is required'],
    [{ username: '' }, 'Username is required'],
    [{ username: undefined }, 'Username is required'],
    [{ smtpHost: '' }, 'SMTP host is required for the smtp service'],
    [{ smtpPort: 0 }, 'SMTP port must be a whole number from 1 to 65535'],
    [{ smtpPort: 70000 }, 'SMTP port must be a whole number from 1 to 65535'],
    [{ smtpPort: 'abc' }, 'SMTP port must be a whole number from 1 to 65535'],
    [{ smtpPort: 25.5 }, 'SMTP port must be a whole number from 1 to 65535'],
    [{ service: 'mailgun' }, 'Service must be one of gmail, smtp, sendgrid'],
    [{ senderEmail: 'not-an-address' }, 'Sender email must be a valid email address'],
    [{ service: 'gmail', username: 'owner' }, 'Gmail Address must be a valid email address'],
    [{ service: 'sendgrid', username: 'apikey', senderEmail: '' }, 'Sender email is required when the username is not an email address'],
  ])('refuses %j with a clear 400', async (overrides, message) => {
    const before = (await list()).length;
    const res = await call('POST', '/api/admin/email-settings', smtpPayload(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await list()).length).toBe(before);
  });

  it('takes sendgrid with the username apikey and a sender e-mail; a port as text; gmail ignores a host', async () => {
    const sendgrid = await create({ service: 'sendgrid', username: 'apikey', password: 'SG.key', senderEmail: 'receipts@shop.example', smtpHost: 'ignored.example' });
    expect(sendgrid).toMatchObject({ service: 'sendgrid', username: 'apikey', smtpHost: null, senderEmail: 'receipts@shop.example' });
    const asText = await create({ smtpPort: '2525', isActive: false });
    expect(asText.smtpPort).toBe(2525);
  });

  it('edits: a blank password keeps the stored one, a new one replaces it (proved by sending through it)', async () => {
    const setting = await create();
    const sealedBefore = (await storedRow(setting.id)).password;
    const kept = await call('PUT', `/api/admin/email-settings/${setting.id}`, smtpPayload({ password: '', senderName: 'Renamed Shop' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expectNoPassword(kept.body, PASSWORD);
    expect(kept.json()).toMatchObject({ senderName: 'Renamed Shop', hasPassword: true });
    expect((await storedRow(setting.id)).password).toBe(sealedBefore);
    const sent = smtp.messages.length;
    const test = await call('POST', `/api/admin/email-settings/${setting.id}/test`, { testEmail: 'owner@shop.example' });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ success: true, message: 'Test email sent to owner@shop.example' });
    const [mail] = (await smtp.waitForMessages(sent + 1)).slice(sent);
    expect(mail?.subject).toBe(TEST_EMAIL_SUBJECT);
    expect(mail?.from?.value[0]).toEqual({ name: 'Renamed Shop', address: 'loans@shop.example' });
    expect(mail?.text).toContain('This is a test email from Pawnbook.');

    // Missing password field (a partial PUT) keeps it too.
    expect((await call('PUT', `/api/admin/email-settings/${setting.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await storedRow(setting.id)).password).toBe(sealedBefore);

    const changed = await call('PUT', `/api/admin/email-settings/${setting.id}`, { password: 'Wrong-Password-1' });
    expect(changed.statusCode).toBe(200);
    expectNoPassword(changed.body, 'Wrong-Password-1');
    expect((await storedRow(setting.id)).password).not.toContain('Wrong-Password-1');
    const refused = await call('POST', `/api/admin/email-settings/${setting.id}/test`, { testEmail: 'owner@shop.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.signIn) });
    expectNoPassword(refused.body, 'Wrong-Password-1');
  });

  it('applies the same rules on edit and 404s unknown or malformed ids', async () => {
    const setting = await create();
    const bad = await call('PUT', `/api/admin/email-settings/${setting.id}`, { smtpHost: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'SMTP host is required for the smtp service' });
    const toGmail = await call('PUT', `/api/admin/email-settings/${setting.id}`, { service: 'gmail' });
    expect(toGmail.statusCode).toBe(200);
    expect(toGmail.json()).toMatchObject({ service: 'gmail', smtpHost: null });
    for (const id of ['999999', 'abc', '-1']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/email-settings/${id}`, { isActive: true }],
        ['DELETE', `/api/admin/email-settings/${id}`, undefined],
        ['POST', `/api/admin/email-settings/${id}/test`, { testEmail: 'a@b.example' }],
      ] as const) {
        const res = await call(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Email setting not found' });
      }
    }
  });

  it('keeps at most one default: making one default clears the others', async () => {
    const a = await create({ isDefault: true });
    const b = await create({ isDefault: true });
    let all = await list();
    expect(all.filter((s) => s.isDefault).map((s) => s.id)).toEqual([b.id]);
    await call('PUT', `/api/admin/email-settings/${a.id}`, { isDefault: true });
    all = await list();
    expect(all.filter((s) => s.isDefault).map((s) => s.id)).toEqual([a.id]);
    // Concurrent requests to make different rows default: still exactly one.
    const others = await Promise.all([create(), create(), create()]);
    await Promise.all(others.map((s) => call('PUT', `/api/admin/email-settings/${s.id}`, { isDefault: true })));
    all = await list();
    expect(all.filter((s) => s.isDefault)).toHaveLength(1);
    const unset = await call('PUT', `/api/admin/email-settings/${all.find((s) => s.isDefault)!.id}`, { isDefault: false });
    expect(unset.json()).toMatchObject({ isDefault: false });
    expect((await list()).filter((s) => s.isDefault)).toHaveLength(0);
  });

  it('deletes, and the list no longer has it', async () => {
    const setting = await create();
    const res = await call('DELETE', `/api/admin/email-settings/${setting.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Email setting deleted' });
    expect((await list()).some((s) => s.id === setting.id)).toBe(false);
    expect((await call('DELETE', `/api/admin/email-settings/${setting.id}`)).statusCode).toBe(404);
  });

  it('answers a closed port or an unknown host as a readable 400, never a 500', async () => {
    const closed = await create({ smtpPort: await closedPort() });
    const res = await call('POST', `/api/admin/email-settings/${closed.id}/test`, { testEmail: 'owner@shop.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.connect) });
    const noHost = await create({ smtpHost: 'no-such-host.invalid' });
    const dns = await call('POST', `/api/admin/email-settings/${noHost.id}/test`, { testEmail: 'owner@shop.example' });
    expect(dns.statusCode).toBe(400);
    expect(dns.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.connect) });
    const badAddress = await call('POST', `/api/admin/email-settings/${closed.id}/test`, { testEmail: 'nope' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toMatchObject({ message: 'Please enter a valid test email address' });
  });

  it('writes an audit row for every change, without the password', async () => {
    const setting = await create({ password: 'Audit-Secret-9' });
    await call('PUT', `/api/admin/email-settings/${setting.id}`, { password: 'Audit-Secret-10', isDefault: true });
    await call('POST', `/api/admin/email-settings/${setting.id}/test`, { testEmail: 'owner@shop.example' });
    await call('DELETE', `/api/admin/email-settings/${setting.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(setting.id)))
      .orderBy(asc(auditLog.id));
    const mine = rows.filter((r) => r.entity === 'email-setting');
    expect(mine.map((r) => r.action)).toEqual(['email-setting.create', 'email-setting.update', 'email-setting.test', 'email-setting.delete']);
    expect(mine[1]?.summary).toMatchObject({ passwordChanged: true, after: { isDefault: true } });
    const all = JSON.stringify(await t.database.db.select().from(auditLog).where(like(auditLog.action, 'email-setting.%')));
    expect(all).not.toContain('Audit-Secret');
    expect(all).not.toContain(PASSWORD);
  });
});
