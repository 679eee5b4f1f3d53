import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspAllowsConnect } from '../test/csp';
import { testPng } from '../test/upload-fixtures';
import { createTestApp, PGLITE_ONLY, TEST_ORIGIN, type TTestApp } from '../test/test-app';

type TLine = { level: number; msg: string; host?: string; appUrl?: string };

// APP_URL is http://localhost:5000 (TEST_ORIGIN); the person opened the site at 127.0.0.1.
const OPENED_AT = 'http://127.0.0.1:5000';
const AS_OPENED = { host: '127.0.0.1:5000', origin: OPENED_AT };

describe.each(PGLITE_ONLY)('the site opened at another address than APP_URL, on %s', (backend) => {
  let t: TTestApp;
  const written: string[] = [];
  const hints = () => written.map((line) => JSON.parse(line) as TLine).filter((line) => line.level === 40 && /^A request arrived for/.test(line.msg));

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { logStream: { write: (line) => void written.push(line) } });
  });
  afterAll(() => t.close());

  // First: each host is told once per process.
  it('logs the other address once, with what to do about it', async () => {
    await t.request({ method: 'GET', url: '/api/auth/user', headers: AS_OPENED });
    await t.request({ method: 'GET', url: '/api/calculator', headers: AS_OPENED });
    expect(hints()).toEqual([
      expect.objectContaining({
        host: '127.0.0.1:5000',
        appUrl: TEST_ORIGIN,
        msg:
          'A request arrived for http://127.0.0.1:5000, but APP_URL is http://localhost:5000. Links in e-mails, the sign-in redirect ' +
          "and the bucket's upload rule use APP_URL: open the site at http://localhost:5000, or set APP_URL=http://127.0.0.1:5000 if that is the address people use.",
      }),
    ]);
  });

  it('uploads still work: the upload address is on the page\'s own origin, which its CSP allows', async () => {
    const issued = await t.request({ method: 'POST', url: '/api/objects/upload', headers: AS_OPENED });
    expect(issued.statusCode).toBe(200);
    const { uploadURL } = issued.json<{ uploadURL: string }>();
    const csp = String(issued.headers['content-security-policy']);
    expect(cspAllowsConnect(csp, OPENED_AT, uploadURL)).toBe(true);
    // The address APP_URL alone would give is another site to this page: the trap the check guards.
    expect(cspAllowsConnect(csp, OPENED_AT, `${TEST_ORIGIN}/objects/uploads/x`)).toBe(false);

    const target = new URL(uploadURL, OPENED_AT);
    expect(target.origin).toBe(OPENED_AT);
    const cookie = issued.cookies.find((c) => c.name === 'pawnbook_vid');
    const put = await t.request({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      payload: testPng(),
      headers: { ...AS_OPENED, 'content-type': 'image/png', cookie: `pawnbook_vid=${cookie?.value}` },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  // Host headers are remembered once looked at: one already seen must not hide a new one.
  it('tells a new host after many requests from known ones', async () => {
    written.length = 0;
    for (let i = 0; i < 5; i++) {
      await t.request({ method: 'GET', url: '/api/auth/user', headers: { host: 'localhost:5000' } });
      await t.request({ method: 'GET', url: '/api/auth/user', headers: AS_OPENED });
    }
    expect(hints()).toEqual([]);
    await t.request({ method: 'GET', url: '/api/auth/user', headers: { host: 'pawnbook.lan:5000' } });
    await t.request({ method: 'GET', url: '/api/auth/user', headers: { host: 'PAWNBOOK.lan:5000' } });
    expect(hints().map((line) => line.host)).toEqual(['pawnbook.lan:5000']);
  });

  it('says nothing for APP_URL\'s own host, nor for health probes by an instance address', async () => {
    written.length = 0;
    await t.request({ method: 'GET', url: '/api/auth/user', headers: { host: 'localhost:5000' } });
    await t.request({ method: 'GET', url: '/api/auth/user', headers: { host: 'LOCALHOST:5000' } });
    await t.request({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.7:5000' } });
    expect(hints()).toEqual([]);
  });
});
