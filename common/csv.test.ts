import { describe, expect, it } from 'vitest';
import { csvField, csvMoney } from './csv';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Jane Brown')).toBe('Jane Brown');
    expect(csvField('')).toBe('');
    expect(csvField('Brown-Smith')).toBe('Brown-Smith');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Brown, Jane')).toBe('"Brown, Jane"');
    expect(csvField('the "big" one')).toBe('"the ""big"" one"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  // OWASP CSV injection: an apostrophe first, and the cell quoted.
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1 876 555 0100', `"'+1 876 555 0100"`],
    ['-2+3+cmd|\' /C calc\'!A0', `"'-2+3+cmd|' /C calc'!A0"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\tcell', `"'\tcell"`],
    ['\rcell', `"'\rcell"`],
    // Some programs trim spaces before they look for a formula.
    [' =1+1', `"' =1+1"`],
    ['\u00a0@SUM(A1)', `"'\u00a0@SUM(A1)"`],
  ])('keeps a spreadsheet from running the typed text %j as a formula', (typed, written) => {
    expect(csvField(typed)).toBe(written);
  });

  it('treats typed text that looks like a negative number as text too, and app-written values as they are', () => {
    expect(csvField('-500.00')).toBe(`"'-500.00"`);
    expect(csvField('2025-11-30', { text: false })).toBe('2025-11-30');
    expect(csvField('-500.00', { text: false })).toBe('-500.00');
  });
});

describe('csvMoney', () => {
  it('writes plain two-decimal numbers without currency or grouping, negative ones as numbers', () => {
    expect(csvMoney('3000.00')).toBe('3000.00');
    expect(csvMoney('12000')).toBe('12000.00');
    expect(csvMoney('0.5')).toBe('0.50');
    expect(csvMoney('1,234.56')).toBe('1234.56');
    expect(csvMoney('-500.00')).toBe('-500.00');
    expect(csvMoney('not money')).toBe('0.00');
  });
});
