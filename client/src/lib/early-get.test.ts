// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { apiJson } from './api-client';
import { startEarlyGet, takeEarlyGet } from './early-get';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Every path answers its own address, so a test sees which request an answer came from. */
function serveEchoes() {
  const api = installFakeApi();
  for (const path of ['/api/w', '/api/x', '/api/y', '/api/z']) {
    api.on('GET', path, (request) => ({ status: 200, body: { path: request.url } })).on('POST', path, (request) => ({ status: 200, body: { path: request.url } }));
  }
  return api;
}

describe('early GET requests', () => {
  it('answers the first apiJson GET of the same path with the early request, and only the first', async () => {
    const api = serveEchoes();
    startEarlyGet('/api/x?pageSize=12');
    expect(api.requests).toHaveLength(1);
    await expect(apiJson('GET', '/api/x?pageSize=12')).resolves.toEqual({ path: '/api/x?pageSize=12' });
    expect(api.requests).toHaveLength(1);
    await apiJson('GET', '/api/x?pageSize=12');
    expect(api.requests).toHaveLength(2);
  });

  it('is not taken by another path, another method, or once it is older than 10 s', async () => {
    vi.useFakeTimers();
    const api = serveEchoes();
    startEarlyGet('/api/y');
    await apiJson('GET', '/api/z');
    await apiJson('POST', '/api/y', {});
    expect(api.requests).toHaveLength(3);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyGet('/api/y')).toBeNull();
  });

  it('starts a path once while it waits to be taken', () => {
    const api = serveEchoes();
    startEarlyGet('/api/w');
    startEarlyGet('/api/w');
    expect(api.requests).toHaveLength(1);
    expect(takeEarlyGet('/api/w')).not.toBeNull();
  });
});
