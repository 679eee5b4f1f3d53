import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

type TAnswer = { statusCode: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw HTTP request with a request line Node's parser may refuse before Fastify sees it. */
function rawRequest(port: number, path: string): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectAppAnswer(res: TAnswer | LightMyRequestResponse, status: number, echoed: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  // A refusal says what happened and its code (issue 42), nothing else.
  expect(Object.keys(body)).toEqual(['message', 'code']);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toContain(echoed);
  expect(res.body).not.toMatch(/FST_ERR/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['cache-control']).toBe('no-store');
}

// Errors the router or Node's HTTP parser raise before any route runs answer like every other error.
describe('errors raised before routing', () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a malformed percent-encoding with 400 {message}, security headers and no echo of the path', async () => {
    for (const url of ['/api/%zz', '/api/pawn-loans/%zz-secret-path', '/%E0%A4%A']) {
      expectAppAnswer(await t.request({ method: 'GET', url }), 400, url.slice(5));
    }
    expectAppAnswer(await rawRequest(port, '/api/%zz-over-http'), 400, 'zz-over-http');
  });

  it('sends exactly the security headers a routed answer carries', async () => {
    const general = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control', 'etag', 'vary']);
    const securityOf = (res: LightMyRequestResponse) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !general.has(name)));
    const routed = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(routed.statusCode).toBe(404);
    expect(securityOf(await t.request({ method: 'GET', url: '/api/%zz' }))).toEqual(securityOf(routed));
  });

  it('answers an over-long path parameter with 414 {message}, security headers and no echo', async () => {
    const long = `/api/pawn-loans/${'a'.repeat(5000)}`;
    expectAppAnswer(await t.request({ method: 'GET', url: long }), 414, 'aaaaaaaaaa');
    expectAppAnswer(await rawRequest(port, long), 414, 'aaaaaaaaaa');
  });

  it('answers a request line past the HTTP parser limit with 431 {message} and security headers', async () => {
    const res = await rawRequest(port, `/api/${'b'.repeat(20_000)}`);
    expectAppAnswer(res, 431, 'bbbbbbbbbb');
  });

  it('answers an unknown path with "Not found" only, never the method or the path', async () => {
    for (const [method, url] of [['GET', '/api/does-not-exist'], ['POST', '/api/secret-path-4471?q=x'], ['GET', '/objects/nothing-here']] as const) {
      const res = await t.request({ method, url });
      expectAppAnswer(res, 404, url.slice(1).split('?')[0]!);
      expect(res.json()).toMatchObject({ message: 'Not found' });
    }
  });

  it('still answers a well-formed request after those', async () => {
    expect((await rawRequest(port, '/api/health')).statusCode).toBe(200);
  });
});
