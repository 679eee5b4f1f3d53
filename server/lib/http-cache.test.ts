import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etagOf, matchesETag, replyPolled, type TPolled } from './http-cache';

describe('ETags', () => {
  it('are the same for the same parts and differ when a part does', () => {
    expect(etagOf(['list', 7, ''])).toBe(etagOf(['list', 7, '']));
    expect(etagOf(['list', 7, ''])).not.toBe(etagOf(['list', 8, '']));
    expect(etagOf(['list', 7, ''])).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('match If-None-Match lists, weak tags and *', () => {
    expect(matchesETag('"a"', '"a"')).toBe(true);
    expect(matchesETag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesETag('*', '"a"')).toBe(true);
    expect(matchesETag('"b"', '"a"')).toBe(false);
    expect(matchesETag(undefined, '"a"')).toBe(false);
  });
});

describe('replyPolled', () => {
  const ETAG = etagOf(['list', 1]);
  async function answer(result: TPolled<{ items: number[] }>) {
    const app = Fastify({ logger: false });
    app.get('/list', async (_request, reply) => replyPolled(reply, result));
    const res = await app.inject({ method: 'GET', url: '/list' });
    await app.close();
    return res;
  }

  it('sends the body with its ETag, to be kept by the browser but asked for again', async () => {
    const res = await answer({ etag: ETAG, notModified: false, body: { items: [1, 2] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [1, 2] });
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body when the browser holds the current answer', async () => {
    const res = await answer({ etag: ETAG, notModified: true });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
