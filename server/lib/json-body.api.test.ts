import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TTestApp } from '../test/test-app';

type TAnswer = { status: number; body: Record<string, unknown> };

/**
 * Sends `parts` over one TCP connection as they are (each its own write, `pauseMs` apart), then
 * reads one HTTP answer. Real sockets, because what useBufferedJsonBody decides depends on what
 * Node's HTTP parser has buffered when the route's parser runs, which inject() does not reproduce.
 */
function send(port: number, parts: string[], pauseMs = 0): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      text += chunk;
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body.length >= length) {
        socket.destroy();
        resolve({ status: Number(head?.split(' ')[1]), body: JSON.parse(body) as Record<string, unknown> });
      }
    });
    socket.on('connect', async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(part);
      }
    });
  });
}

const head = (length: number | null, extra = '') =>
  `POST /api/calculator HTTP/1.1\r\nHost: localhost:5000\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\n${
    length === null ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`
  }${extra}\r\n`;
const QUOTE = { loanAmount: 10000, interestRate: 20, termMonths: '10weeks', paymentFrequency: 'weekly' };
const EXPECTED = { weeklyPayment: 1200, totalInterest: 2000, totalAmount: 12000, termWeeks: 10 };

// The calculator reads its JSON body with useBufferedJsonBody: in one read when the whole body came
// with the headers, as a stream otherwise; both give the same answers as Fastify's own parser.
describe('the calculator JSON body over a real socket', () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { BODY_LIMIT_BYTES: '4096' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a body that came in the same packet as its headers', async () => {
    const body = JSON.stringify(QUOTE);
    const answer = await send(port, [head(Buffer.byteLength(body)) + body]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(EXPECTED);
  });

  it('answers a body that arrives after its headers, and one in pieces', async () => {
    const body = JSON.stringify(QUOTE);
    const late = await send(port, [head(Buffer.byteLength(body)), body], 30);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject(EXPECTED);
    const pieces = await send(port, [head(Buffer.byteLength(body)) + body.slice(0, 20), body.slice(20, 40), body.slice(40)], 20);
    expect(pieces.status).toBe(200);
    expect(pieces.body).toMatchObject(EXPECTED);
  });

  it('answers a chunked body (no Content-Length)', async () => {
    const body = JSON.stringify(QUOTE);
    const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n`;
    const answer = await send(port, [head(null), chunk(body.slice(0, 30)), chunk(body.slice(30)) + '0\r\n\r\n'], 20);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(EXPECTED);
  });

  it('refuses prototype poisoning, also spelled with \\u escapes, and a poisoned constructor', async () => {
    for (const body of [
      `{"loanAmount":10000,"interestRate":20,"termMonths":"10weeks","__proto__":{"polluted":true}}`,
      `{"loanAmount":10000,"interestRate":20,"termMonths":"10weeks","\\u005f\\u005fproto__":{"polluted":true}}`,
      `{"loanAmount":10000,"interestRate":20,"termMonths":"10weeks","constructor":{"prototype":{"polluted":true}}}`,
    ]) {
      const answer = await send(port, [head(Buffer.byteLength(body)) + body]);
      expect(answer, body).toEqual({ status: 400, body: { message: 'Request body is not valid JSON' } });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses invalid JSON, an empty body and a body over the limit, as Fastify does', async () => {
    const broken = '{"loanAmount": 10000,';
    expect(await send(port, [head(broken.length) + broken])).toEqual({ status: 400, body: { message: 'Request body is not valid JSON' } });
    expect(await send(port, [head(0)])).toEqual({ status: 400, body: { message: 'Request body is empty although a JSON content type was sent' } });
    const big = JSON.stringify({ ...QUOTE, padding: 'x'.repeat(5000) });
    expect(await send(port, [head(big.length) + big])).toEqual({ status: 413, body: { message: 'Request body is too large' } });
    // Chunked, so the size is only known while reading.
    const chunk = `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    expect(await send(port, [head(null) + chunk])).toEqual({ status: 413, body: { message: 'Request body is too large' } });
  });
});
