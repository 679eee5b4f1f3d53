import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/test-app';

// The built client is served with the .br/.gz files the build writes beside each asset.
describe('serving the built client', () => {
  let t: TTestApp;
  let dir: string;
  const script = `console.log(${JSON.stringify('pawnbook '.repeat(400))});`;
  const html = `<!doctype html><html><head><title>Pawnbook</title></head><body><div id="root"></div>${'<!-- x -->'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-client-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), html);
    await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(html));
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    t = await createTestApp('pglite', {}, { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends brotli to browsers that accept it, gzip to those that only take gzip, and plain otherwise', async () => {
    const br = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers client routes with the compressed index page, never cached', async () => {
    const res = await t.request({ method: 'GET', url: '/loan-form?amount=1000', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a 404 JSON message, also when the path is percent-encoded', async () => {
    for (const url of ['/api/nothing', '/%61pi/nothing', '/%6Fbjects/nothing']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Not found' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
