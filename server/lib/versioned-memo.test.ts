import { describe, expect, it } from 'vitest';
import { VersionedMemo } from './versioned-memo';

/** A computation the test finishes when it wants, counting how often it was started. */
function controlled<T>() {
  let started = 0;
  const finishers: ((value: T) => void)[] = [];
  const failers: ((error: Error) => void)[] = [];
  const compute = () => {
    started += 1;
    return new Promise<T>((resolve, reject) => {
      finishers.push(resolve);
      failers.push(reject);
    });
  };
  return { compute, started: () => started, finish: (i: number, value: T) => finishers[i]?.(value), fail: (i: number) => failers[i]?.(new Error('down')) };
}

describe('VersionedMemo', () => {
  it('computes once per version and key, however many ask at the same time', async () => {
    const memo = new VersionedMemo<number>();
    const c = controlled<number>();
    const asked = [memo.get('v1', 'a', c.compute), memo.get('v1', 'a', c.compute), memo.get('v1', 'a', c.compute)];
    expect(c.started()).toBe(1);
    c.finish(0, 42);
    expect(await Promise.all(asked)).toEqual([42, 42, 42]);
    expect(await memo.get('v1', 'a', c.compute)).toBe(42);
    expect(c.started()).toBe(1);
    // Another key of the same version is its own computation.
    const other = memo.get('v1', 'b', c.compute);
    c.finish(1, 7);
    expect(await other).toBe(7);
    expect(c.started()).toBe(2);
  });

  it('drops an older version at once, and never keeps a value computed for it', async () => {
    const memo = new VersionedMemo<number>();
    const c = controlled<number>();
    const old = memo.get('v1', '', c.compute);
    const fresh = memo.get('v2', '', c.compute);
    expect(c.started()).toBe(2);
    c.finish(1, 2);
    c.finish(0, 1);
    expect(await old).toBe(1);
    expect(await fresh).toBe(2);
    expect(await memo.get('v2', '', c.compute)).toBe(2);
    // Back to v1 (never happens with counters, which only go up): computed again, not the stale 1.
    const again = memo.get('v1', '', c.compute);
    expect(c.started()).toBe(3);
    c.finish(2, 10);
    expect(await again).toBe(10);
  });

  it('does not keep a failure: the next call computes again', async () => {
    const memo = new VersionedMemo<number>();
    const c = controlled<number>();
    const failed = memo.get('v1', '', c.compute);
    c.fail(0);
    await expect(failed).rejects.toThrow('down');
    const retried = memo.get('v1', '', c.compute);
    expect(c.started()).toBe(2);
    c.finish(1, 5);
    expect(await retried).toBe(5);
  });
});
