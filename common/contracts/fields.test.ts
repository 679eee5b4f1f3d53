import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid, moneyField, text, wholeNumber } from './fields';
import { pagedResponse, pageQuery } from './paging';

describe('text', () => {
  it('refuses every control character in a one-line field, naming it', () => {
    const field = text('Name').trim().max(10);
    expect(field.parse(' Zoë 😀 ')).toBe('Zoë 😀');
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      const result = field.safeParse(`a${c}b`);
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Name must not contain control characters');
    }
  });

  it('lets a multi-line field keep line breaks and tabs, and nothing else', () => {
    const notes = text('Notes', { multiline: true });
    expect(notes.parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(notes.safeParse('a\u0000b').success).toBe(false);
    expect(notes.safeParse('a\u000bb').success).toBe(false);
  });

  it('keeps zod type errors unless given its own', () => {
    expect(text('Name').safeParse(5).error?.issues[0]?.message).toMatch(/^Invalid input/);
    expect(text('Name', { typeError: 'Name is required' }).safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
  });
});

describe('moneyField', () => {
  const messageOf = (value: unknown) => moneyField('Deposit').safeParse(value).error?.issues[0]?.message;

  it('takes amounts as text or numbers up to J$10,000,000.00, and blank text or any sign when it has no floor', () => {
    for (const value of ['10000000.00', '10,000,000', 10_000_000, '0.01', '', '  ', '-5']) expect(messageOf(value), JSON.stringify(value)).toBeUndefined();
  });

  it('refuses anything above the ceiling and anything that is not an amount, naming the field', () => {
    for (const value of ['10000000.01', 10_000_000.01, '99999999999.99', 1e300]) expect(messageOf(value)).toBe('Deposit must be at most J$10,000,000.00.');
    for (const value of ['abc', '1.001', 0.001, true, {}, 'x'.repeat(31)]) expect(messageOf(value)).toBe('Deposit must be an amount in J$ with at most two decimals.');
    expect(messageOf('1,0.0')).toBe('Deposit must be an amount in J$ with at most two decimals. Commas may only separate thousands, as in 1,000.00.');
    expect(messageOf('1\u00002')).toMatch(/^Deposit must/);
  });

  it('refuses below its floor and, when required, a missing, null or blank value, each in its own words', () => {
    const deposit = moneyField('Deposit', { required: 'Deposit is required.', min: { cents: 1, message: 'Deposit must be more than J$0.00.' } });
    const messageOfRequired = (body: Record<string, unknown>) => z.object({ deposit }).safeParse(body).error?.issues[0]?.message;
    for (const body of [{}, { deposit: null }, { deposit: '' }, { deposit: '  ' }]) expect(messageOfRequired(body), JSON.stringify(body)).toBe('Deposit is required.');
    for (const value of ['0', '0.00', -5, '-0.01']) expect(messageOfRequired({ deposit: value }), JSON.stringify(value)).toBe('Deposit must be more than J$0.00.');
    expect(messageOfRequired({ deposit: 'abc' })).toBe('Deposit must be an amount in J$ with at most two decimals.');
    expect(messageOfRequired({ deposit: '0.01' })).toBeUndefined();
    const float = moneyField('Float', { min: { cents: 0, message: 'Float must be J$0.00 or more.' } }).nullish();
    expect(float.safeParse('0').success).toBe(true);
    expect(float.safeParse(undefined).success).toBe(true);
    expect(float.safeParse('-1').error?.issues[0]?.message).toBe('Float must be J$0.00 or more.');
  });
});

describe('shared helpers', () => {
  it('reads whole numbers from query text within bounds', () => {
    expect(wholeNumber('page', 1, 5).parse('3')).toBe(3);
    expect(wholeNumber('page', 1, 5).safeParse('6').error?.issues[0]?.message).toBe('page must be at most 5');
    expect(wholeNumber('page', 1, 5).safeParse('1.5').error?.issues[0]?.message).toBe('page must be a whole number');
  });

  it('tells UUIDs as PostgreSQL takes them', () => {
    expect(isUuid('0A000000-0000-4000-8000-00000000000f')).toBe(true);
    expect(isUuid('0a000000-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid('0a000000-0000-4000-8000-00000000000f\n')).toBe(false);
  });

  it('pages with defaults and keeps the envelope in its order', () => {
    expect(z.object(pageQuery(25, 100)).parse({})).toEqual({ page: 1, pageSize: 25 });
    const parsed = pagedResponse(z.string()).extend({ extra: z.number() }).parse({ extra: 1, pageSize: 2, page: 1, total: 3, items: ['a'] });
    expect(Object.keys(parsed)).toEqual(['items', 'total', 'page', 'pageSize', 'extra']);
  });
});
