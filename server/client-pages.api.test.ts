import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/test-app';

// A built client as the build writes it: index.html, one page per route that announces the route's
// files, and the routes' table (scripts/client-chunks.ts, clientPages).
const page = (preloads: string[]) =>
  `<!doctype html><html><head><title>Pawnbook</title>${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')}</head><body><div id="root"></div></body></html>`;
const INDEX = page([]);
const CALCULATOR = page(['/assets/calculator-page-a1.js', '/assets/public-forms-b2.js']);
const ADMIN_LOANS = page(['/assets/admin-page-c3.js', '/assets/loan-management-d4.js']);
const ADMIN_PAYMENTS = page(['/assets/admin-page-c3.js', '/assets/payments-tab-e5.js']);
const SUBMITTED = page(['/assets/application-submitted-page-f6.js']);
const ROUTES = {
  routes: [
    { pattern: '^/calculator/*$', html: 'pages/calculator-page.html' },
    { pattern: '^/application-submitted/[^/]+/*$', html: 'pages/application-submitted-page.html' },
    { pattern: '^/admin/*$', html: 'pages/admin-page.loan-management.html', query: { name: 'tab', html: { loans: 'pages/admin-page.loan-management.html', payments: 'pages/admin-page.payments-tab.html' } } },
    // Pages the table names that are not there, or out of the folder, answer as index.html.
    { pattern: '^/login/*$', html: 'pages/login-page.html' },
    { pattern: '^/profile/*$', html: '../secret.html' },
  ],
};

describe('client routes answered with their page', () => {
  let t: TTestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-client-pages-'));
    await mkdir(path.join(dir, 'pages'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'secret.html'), 'not a page');
    const pages = { 'calculator-page': CALCULATOR, 'admin-page.loan-management': ADMIN_LOANS, 'admin-page.payments-tab': ADMIN_PAYMENTS, 'application-submitted-page': SUBMITTED };
    for (const [name, html] of Object.entries(pages)) {
      await writeFile(path.join(dir, 'pages', `${name}.html`), html);
      await writeFile(path.join(dir, 'pages', `${name}.html.br`), brotliCompressSync(html));
    }
    await writeFile(path.join(dir, 'pages', 'routes.json'), JSON.stringify(ROUTES));
    t = await createTestApp('pglite', {}, { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers GET /calculator with the page that preloads its files, never cached, under the CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/calculator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(CALCULATOR);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/calculator-page-a1.js">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('matches as the client does: a trailing slash, a query, a ":name" segment', async () => {
    for (const url of ['/calculator/', '/calculator?amount=15000&term=10']) expect((await t.request({ method: 'GET', url })).body, url).toBe(CALCULATOR);
    expect((await t.request({ method: 'GET', url: '/application-submitted/PB-2026-0001' })).body).toBe(SUBMITTED);
    for (const url of ['/application-submitted', '/application-submitted/a/b', '/calculatorx', '//calculator']) {
      expect((await t.request({ method: 'GET', url })).body, url).toBe(INDEX);
    }
  });

  it('sends the compressed page to browsers that take brotli', async () => {
    const res = await t.request({ method: 'GET', url: '/calculator', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.request({ method: 'HEAD', url: '/calculator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it("picks /admin's page by ?tab=, the first tab's for none or an unknown one", async () => {
    expect((await t.request({ method: 'GET', url: '/admin' })).body).toBe(ADMIN_LOANS);
    expect((await t.request({ method: 'GET', url: '/admin?tab=payments' })).body).toBe(ADMIN_PAYMENTS);
    expect((await t.request({ method: 'GET', url: '/admin?tab=nothing' })).body).toBe(ADMIN_LOANS);
  });

  it('answers unknown paths, and routes whose page is missing or outside the folder, with index.html', async () => {
    for (const url of ['/no-such-page', '/login', '/profile']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still answers unknown API paths with a 404 JSON message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/calculator-page' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^Not found/);
  });
});
