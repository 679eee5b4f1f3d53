import { centsToDecimalString, toCents } from '@common/money';

/** Lower-cased substrings to look for, and an exact loan amount ("15000.00") when the text reads as one. */
export type TListSearch = { patterns: string[]; amount: string | null };

// numeric(12,2): anything larger cannot be a stored amount.
const MAX_AMOUNT_CENTS = 999_999_999_999;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The typed text of a staff list's search box as substrings to find, plus its digits alone when it
 * looks like a phone number ("(876) 555-0101" finds "876-555-0101"), plus an exact amount when it
 * reads as one ("15,000", "J$15000.00" find a loan of 15000.00).
 */
export function parseSearch(text: string): TListSearch {
  const term = text.trim().replace(/\s+/g, ' ');
  if (term === '') return { patterns: [], amount: null };
  const patterns = [term];
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 3 && digits !== term) patterns.push(digits);
  const cents = toCents(term.replace(/^J?\$\s*/i, ''));
  const amount = cents !== null && cents >= 0 && cents <= MAX_AMOUNT_CENTS ? centsToDecimalString(cents) : null;
  return { patterns, amount };
}

/** `text` with the LIKE wildcards escaped: a typed "%" or "_" is a character to find, not a wildcard. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds `text` anywhere: a typed "%" or "_" is a character to find, not a wildcard. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
