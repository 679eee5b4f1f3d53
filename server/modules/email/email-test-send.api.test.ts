import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SETTINGS_MESSAGES, SMTP_TEST_FAILURES } from '@common/contracts/email-settings';
import { closedPort, startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { TEST_SENDS_PER_HOUR } from './email-settings.service';

const BANNER = 'SSH-2.0-OpenSSH_9.2p1 Debian\r\n';

/** A plain TCP service that greets every connection with an SSH banner, as sshd does. */
async function startBannerServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.write(BANNER);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

// The test send answers one of a few fixed messages, never what the other end said, and an
// administrator gets TEST_SENDS_PER_HOUR of them an hour: it must not work as a port scanner.
describe.each(PGLITE_ONLY)('email settings test send on %s', (backend) => {
  let t: TTestApp;
  let smtp: TTestSmtpServer;
  let banner: { server: Server; port: number };

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'mailer@shop.example', password: 'Correct-Horse-42' });
    banner = await startBannerServer();
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await new Promise<void>((resolve) => banner.server.close(() => resolve()));
  });

  const signedInAdmin = async () => {
    const user = await t.createUser('admin');
    return t.signIn(user.email, user.password);
  };
  const settingFor = async (cookie: string, smtpPort: number, password = 'Correct-Horse-42') => {
    const payload = { service: 'smtp', isActive: false, smtpHost: '127.0.0.1', smtpPort, username: 'mailer@shop.example', password, senderEmail: 'loans@shop.example' };
    const res = await t.request({ method: 'POST', url: '/api/admin/email-settings', cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const testSend = (cookie: string, id: number) =>
    t.request({ method: 'POST', url: `/api/admin/email-settings/${id}/test`, cookie, payload: { testEmail: 'owner@shop.example' } });

  it('answers a service that is not SMTP with the fixed message, never its banner', async () => {
    const admin = await signedInAdmin();
    const res = await testSend(admin, await settingFor(admin, banner.port));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.notSmtp) });
    expect(res.body).not.toMatch(/SSH|OpenSSH|Debian/);
  });

  it('answers a closed port with "could not connect", and a refused sign-in and a sent message with theirs', async () => {
    const admin = await signedInAdmin();
    const closed = await testSend(admin, await settingFor(admin, await closedPort()));
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.connect) });

    const refused = await testSend(admin, await settingFor(admin, smtp.port, 'Wrong-Password-1'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: EMAIL_SETTINGS_MESSAGES.testFailed(SMTP_TEST_FAILURES.signIn) });
    expect(refused.body).not.toMatch(/535|credentials invalid/i);

    const sent = await testSend(admin, await settingFor(admin, smtp.port));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: EMAIL_SETTINGS_MESSAGES.testSent('owner@shop.example') });
  });

  it(`limits each administrator to ${TEST_SENDS_PER_HOUR} test sends an hour (429), any port allowed`, async () => {
    const admin = await signedInAdmin();
    const id = await settingFor(admin, await closedPort());
    for (let i = 1; i <= TEST_SENDS_PER_HOUR; i += 1) expect((await testSend(admin, id)).statusCode, `send ${i}`).toBe(400);
    const over = await testSend(admin, id);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: expect.stringMatching(/^Too many test emails\. Please wait \d+ minutes? and try again\.$/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another administrator has an hour of their own.
    const other = await signedInAdmin();
    expect((await testSend(other, id)).statusCode).toBe(400);
  });
});
