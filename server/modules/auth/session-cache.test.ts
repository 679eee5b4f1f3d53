import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionUser } from '../../lib/session-user';
import { SessionCache } from './session-cache';

const user = (id: string) => ({ id, email: `${id}@example.com` }) as TSessionUser;
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('SessionCache', () => {
  afterEach(() => vi.useRealTimers());

  it('drops entries named by user and session notifications', () => {
    const cache = new SessionCache();
    cache.set('s1', user('u1'), inAnHour());
    cache.set('s2', user('u1'), inAnHour());
    cache.set('s3', user('u2'), inAnHour());
    cache.applyNotification('user:u1');
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, undefined]);
    expect(cache.get('s3')?.user.id).toBe('u2');
    cache.applyNotification('sid:s3');
    expect(cache.get('s3')).toBeUndefined();
  });

  it('never serves an entry past its age limit or its session expiry', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(10, 30_000);
    cache.set('a', user('u1'), inAnHour());
    cache.set('b', user('u2'), new Date(Date.now() + 5_000));
    vi.advanceTimersByTime(6_000);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    vi.advanceTimersByTime(30_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its size by dropping the oldest entry', () => {
    const cache = new SessionCache(2);
    cache.set('a', user('u1'), inAnHour());
    cache.set('b', user('u2'), inAnHour());
    cache.set('c', user('u3'), inAnHour());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('caches and serves nothing while change notifications may be missed, and nothing read before trust changed', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), inAnHour());
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', user('u2'), inAnHour());
    expect(cache.get('b')).toBeUndefined();

    // A row read while suspended, stored after notifications came back, may already be stale.
    const readWhileDown = cache.readEpoch;
    cache.resume();
    cache.set('c', user('u3'), inAnHour(), readWhileDown);
    expect(cache.get('c')).toBeUndefined();
    cache.set('d', user('u4'), inAnHour(), cache.readEpoch);
    expect(cache.get('d')?.user.id).toBe('u4');
    expect(cache.isTrusted).toBe(true);
  });
});
