import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/test-app';

// The server's drawing of a first screen (lib/first-screen.ts), with a drawing module that shows
// what it was given: the session and the answers of the reads it asked for, read from the real
// API with the visitor's cookie. The real module (client/src/entry-server.tsx) has its own test
// and the browser journeys take over its drawings.
const MODULE = `
export function firstScreenReads(url, user) {
  if (!url.startsWith('/admin') || user.role === 'borrower') return null;
  return url.includes('forbidden') ? ['/api/shop-settings', '/api/nothing-here'] : ['/api/shop-settings', '/api/admin/summary'];
}
export async function renderFirstScreen({ url, user, answers, viewport }) {
  if (url.includes('explode')) throw new Error('the drawing failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    html: '<h1>Drawn for ' + user.email + '</h1><p data-total="' + answers['/api/admin/summary'].total + '">' + viewport + '</p>',
    state: { queries: Object.keys(answers), note: '</script><script>alert(1)</script> \\u2028' },
    merges: [['px-2 p-4', 'p-4']],
  };
}
`;
const PAGE = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/early-abc.js"></script>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/admin-page-abc.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the first screen drawn on the server', () => {
  let t: TTestApp;
  let dir: string;
  let admin: string;
  let borrower: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-first-screen-'));
    await mkdir(path.join(dir, 'client', 'pages'), { recursive: true });
    await writeFile(path.join(dir, 'client', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'draw.mjs'), MODULE);
    t = await createTestApp('pglite', {}, { clientDir: path.join(dir, 'client'), firstScreenModule: path.join(dir, 'draw.mjs') });
    const staff = await t.createUser('admin');
    admin = await t.signIn(staff.email, staff.password);
    const person = await t.createUser('borrower');
    borrower = await t.signIn(person.email, person.password);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, cookie, headers: { 'accept-encoding': 'identity', ...headers } });

  it('draws /admin for staff from the API answers their cookie gets, never kept by a cache', async () => {
    const summary = (await t.request({ method: 'GET', url: '/api/admin/summary', cookie: admin })).json<{ total: number }>();
    const res = await open('/admin', admin, { 'sec-ch-ua-mobile': '?1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain(`<div id="root"><h1>Drawn for `);
    expect(res.body).toContain(`data-total="${summary.total}">phone</p></div>`);
    // The state goes out as JSON that cannot close its script element.
    const state = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(state).not.toContain('</script');
    expect(JSON.parse(state)).toEqual({
      state: { queries: ['/api/shop-settings', '/api/admin/summary'], note: '</script><script>alert(1)</script> \u2028' },
      viewport: 'phone',
      merges: [['px-2 p-4', 'p-4']],
    });
    // The page asks for no script but the early one, which asks for the listed ones after the paint.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/early-abc.js"></script>');
    expect(res.body).not.toContain('src="/assets/index-abc.js"');
    expect(res.body).not.toContain('modulepreload');
    const files = /<script type="application\/json" id="app-files">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(files)).toEqual({ entry: '/assets/index-abc.js', files: ['/assets/admin-page-abc.js'] });
  });

  it('guesses a desktop from the user agent when there is no client hint', async () => {
    const res = await open('/admin?tab=loans', admin, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' });
    expect(res.body).toContain('>desktop</p>');
    const phone = await open('/admin', admin, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36' });
    expect(phone.body).toContain('>phone</p>');
  });

  it('compresses the drawn page for browsers that accept it', async () => {
    const res = await open('/admin', admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Drawn for ');
  });

  it('answers the page as built when there is no session, no staff, or the module draws nothing for it', async () => {
    for (const [url, cookie] of [
      ['/admin', undefined],
      ['/admin', 'pawnbook_sid=not-a-session'],
      ['/admin', borrower],
      ['/calculator', admin],
      // The module would draw it, but the server only asks it about /admin.
      ['/administrator', admin],
    ] as const) {
      const res = await open(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, url).toBe(PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the page as built when a read is refused, the drawing fails or takes too long', async () => {
    // A read that is not 200 (here a 404) is no drawing.
    for (const url of ['/admin?forbidden=1', '/admin?explode=1', '/admin?slow=1']) {
      const res = await open(url, admin);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PAGE);
    }
  }, 10_000);

  it('answers HEAD without drawing', async () => {
    const res = await t.request({ method: 'HEAD', url: '/admin', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
