import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from './api-client';
import { startEarlyGet, takeEarlyGet } from './early-get';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch() {
  const fetch = vi.fn((path: string) => Promise.resolve(new Response(JSON.stringify({ path }), { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early GET requests', () => {
  it('answers the first apiJson GET of the same path with the early request, and only the first', async () => {
    const fetch = stubFetch();
    startEarlyGet('/api/x?pageSize=12');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(apiJson('GET', '/api/x?pageSize=12')).resolves.toEqual({ path: '/api/x?pageSize=12' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await apiJson('GET', '/api/x?pageSize=12');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another path, another method, or once it is older than 10 s', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch();
    startEarlyGet('/api/y');
    await apiJson('GET', '/api/z');
    await apiJson('POST', '/api/y', {});
    expect(fetch).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyGet('/api/y')).toBeNull();
  });

  it('starts a path once while it waits to be taken', () => {
    const fetch = stubFetch();
    startEarlyGet('/api/w');
    startEarlyGet('/api/w');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarlyGet('/api/w')).not.toBeNull();
  });
});
