import { describe, expect, it } from 'vitest';
import { etagOf, matchesETag } from './http-cache';

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
