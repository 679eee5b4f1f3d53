import { describe, expect, it } from 'vitest';
import { boundedTotal, containsPattern, isDigits, isSearching, mayBeInEmail, parseSearch, prefixPattern } from './list-search';

describe('parseSearch', () => {
  it('reads amounts the way people type them', () => {
    expect(parseSearch('15000')).toEqual({ patterns: ['15000'], amount: '15000.00' });
    expect(parseSearch('15,000')).toEqual({ patterns: ['15,000'], amount: '15000.00' });
    expect(parseSearch(' J$15,000.50 ')).toEqual({ patterns: ['J$15,000.50'], amount: '15000.50' });
    expect(parseSearch('-5').amount).toBeNull();
    expect(parseSearch('99999999999999').amount).toBeNull();
    expect(parseSearch('10000000.01').amount).toBeNull();
    expect(parseSearch('10000000.00').amount).toBe('10000000.00');
  });

  it('adds the bare digits of a phone-like search and nothing for plain text', () => {
    expect(parseSearch('(876) 555-0101')).toEqual({ patterns: ['(876) 555-0101', '8765550101'], amount: null });
    expect(parseSearch('  Marcia   Campbell ')).toEqual({ patterns: ['Marcia Campbell'], amount: null });
    expect(parseSearch('   ')).toEqual({ patterns: [], amount: null });
  });
});

describe('containsPattern', () => {
  it('finds the text anywhere and treats typed wildcards as characters', () => {
    expect(containsPattern('ab')).toBe('%ab%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the fields a pattern can be in', () => {
  it('finds numbers by their start, digits only in digit fields, and no space in an e-mail', () => {
    expect(prefixPattern('PL-2020_0%')).toBe('PL-2020\\_0\\%%');
    expect([isDigits('8765550101'), isDigits('876-555'), isDigits('')]).toEqual([true, false, false]);
    expect([mayBeInEmail('a.b@c'), mayBeInEmail('marcia campbell')]).toEqual([true, false]);
    expect([isSearching(parseSearch('')), isSearching(parseSearch('x'))]).toEqual([false, true]);
  });
});

describe('boundedTotal', () => {
  it('answers a count within the limit as it is and one past it as the limit, capped', () => {
    expect(boundedTotal(0, 1000)).toEqual({ total: 0, totalCapped: false });
    expect(boundedTotal(1000, 1000)).toEqual({ total: 1000, totalCapped: false });
    expect(boundedTotal(1001, 1000)).toEqual({ total: 1000, totalCapped: true });
  });
});
