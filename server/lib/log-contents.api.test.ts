import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, upload } from '../modules/applications/pawn-loans.test-support';
import { downloadNewBackup, multipartFile, restoreRequest } from '../modules/system/system.test-support';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../test/test-app';

type TLine = { level: number; msg: string; req?: { url?: string } };

// At LOG_LEVEL=trace @fastify/multipart logged every multipart request's headers, the session
// cookie among them, through the request's logger. The log is shipped off the machine: a session
// id in it is a signed-in session for whoever reads it.
describe.each(PGLITE_ONLY)('what the log holds at LOG_LEVEL=trace, on %s', (backend) => {
  let t: TTestApp;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as TLine);

  beforeAll(async () => {
    t = await createTestApp(backend, { LOG_LEVEL: 'trace', NODE_ENV: 'development' }, { logStream: { write: (line) => void written.push(line) } });
  });
  afterAll(() => t.close());

  it('holds no session id, cookie header or authorization header after uploads and a restore', async () => {
    const owner = await t.createUser('super_admin');
    const cookie = await t.signIn(owner.email, owner.password);
    const { text: backup } = await downloadNewBackup(t, cookie);

    const staffUpload = await upload(t, PNG(), cookie);
    const guestUpload = await upload(t, PNG());
    const photo = multipartFile('photo', 'photo.png', PNG());
    const photoRes = await t.request({ method: 'POST', url: '/api/upload-photo', cookie, payload: photo.payload, headers: photo.headers });
    expect(photoRes.statusCode, photoRes.body).toBe(200);
    const restored = await restoreRequest(t, cookie, backup);
    expect(restored.statusCode, restored.body).toBe(200);
    await t.request({ method: 'GET', url: '/api/auth/user', cookie, headers: { authorization: 'Bearer leak-me-token-5521' } });

    const log = written.join('');
    // The request lines are there: the log was written at all.
    expect(lines().some((line) => line.req?.url === '/api/system/restore'), log.slice(0, 2000)).toBe(true);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const sid = decodeURIComponent(value).replace(/^s:/, '').split('.')[0]!;
    const visitor = guestUpload.cookie!.slice(guestUpload.cookie!.indexOf('=') + 1);
    for (const secret of [value, decodeURIComponent(value), sid, visitor, 'leak-me-token-5521']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(staffUpload.objectPath).toBeTruthy();
    expect(log).not.toMatch(/pawnbook_(sid|vid)=/);
    expect(log).not.toMatch(/"(cookie|set-cookie|authorization)":(?!"\[redacted\]")/i);
    // Libraries' own debug output stays out of the app log.
    expect(log).not.toContain('busboy');
    expect(log).not.toContain('starting multipart parsing');
  });

  it('masks credential headers at any depth, and this app\'s cookies anywhere in a line', () => {
    written.length = 0;
    const headers = { cookie: 'a=1', 'set-cookie': ['b=2'], authorization: 'Basic c2VjcmV0' };
    t.app.log.trace({ headers, options: { deep: { headers } }, raw: ['Cookie', 'pawnbook_sid=s%3Araw-sid-8841.sig'] }, 'saw __Host-pawnbook_sid=msg-sid-8841; and pawnbook_vid=vid-8841');
    const log = written.join('');
    expect(JSON.parse(log)).toMatchObject({
      headers: { cookie: '[redacted]', 'set-cookie': '[redacted]', authorization: '[redacted]' },
      options: { deep: { headers: { cookie: '[redacted]', 'set-cookie': '[redacted]', authorization: '[redacted]' } } },
      raw: ['Cookie', 'pawnbook_sid=[redacted]'],
      msg: 'saw __Host-pawnbook_sid=[redacted]; and pawnbook_vid=[redacted]',
    });
  });
});

// NODE_ENV=development logs every request with its path; borrower routes carry an e-mail in it.
describe.each(PGLITE_ONLY)('e-mail addresses in logged paths, on %s', (backend) => {
  let t: TTestApp;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as TLine);

  beforeAll(async () => {
    t = await createTestApp(backend, { NODE_ENV: 'development' }, { logStream: { write: (line) => void written.push(line) } });
  });
  afterAll(() => t.close());

  it('are masked, raw or percent-encoded, in any path', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    written.length = 0;
    const urls = [
      '/api/borrowers/jane.brown.7731%40example.com/bank-account',
      '/api/borrowers/jane.brown.7731@example.com/bank-account',
      '/api/admin/borrower/Jane.Brown.7731%40Example.COM/credit-status',
      '/api/no-such-route/jane.brown.7731%40example.com?x=1',
    ];
    for (const url of urls) await t.request({ method: 'PATCH', url, cookie, payload: { bankName: 'NCB', bankAccountNumber: '123' } });

    const log = written.join('');
    expect(log).not.toMatch(/jane\.brown\.7731/i);
    const logged = lines().filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
    expect(logged).toEqual([
      '/api/borrowers/[email]/bank-account',
      '/api/borrowers/[email]/bank-account',
      '/api/admin/borrower/[email]/credit-status',
      '/api/no-such-route/[email]',
    ]);
  });
});
