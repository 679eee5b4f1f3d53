import { describe, expect, it } from 'vitest';
import { listETag, matchesETag, parseSearch } from './pawn-loans-list.service';

describe('parseSearch', () => {
  it('reads amounts the way people type them', () => {
    expect(parseSearch('15000')).toEqual({ patterns: ['15000'], amount: '15000.00' });
    expect(parseSearch('15,000')).toEqual({ patterns: ['15,000'], amount: '15000.00' });
    expect(parseSearch(' J$15,000.50 ')).toEqual({ patterns: ['J$15,000.50'], amount: '15000.50' });
    expect(parseSearch('-5').amount).toBeNull();
    expect(parseSearch('99999999999999').amount).toBeNull();
  });

  it('adds the bare digits of a phone-like search and nothing for plain text', () => {
    expect(parseSearch('(876) 555-0101')).toEqual({ patterns: ['(876) 555-0101', '8765550101'], amount: null });
    expect(parseSearch('  Marcia   Campbell ')).toEqual({ patterns: ['Marcia Campbell'], amount: null });
    expect(parseSearch('   ')).toEqual({ patterns: [], amount: null });
  });
});

describe('ETags', () => {
  const query = { status: 'all', search: '', page: 1, pageSize: 20 } as const;

  it('change with the data, the query and the release', () => {
    const tag = listETag('0.1.0', 7, query);
    expect(listETag('0.1.0', 7, query)).toBe(tag);
    expect(listETag('0.1.0', 8, query)).not.toBe(tag);
    expect(listETag('0.1.0', 7, { ...query, search: 'x' })).not.toBe(tag);
    expect(listETag('0.1.0', 7, { ...query, page: 2 })).not.toBe(tag);
    expect(listETag('0.2.0', 7, query)).not.toBe(tag);
  });

  it('match If-None-Match lists, weak tags and *', () => {
    expect(matchesETag('"a"', '"a"')).toBe(true);
    expect(matchesETag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesETag('*', '"a"')).toBe(true);
    expect(matchesETag('"b"', '"a"')).toBe(false);
    expect(matchesETag(undefined, '"a"')).toBe(false);
  });
});
