import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { centsToDecimalString, MAX_AMOUNT_CENTS, toCents } from '@common/money';

/** Texts to look for (as typed; SQL lower-cases them), and an exact loan amount ("15000.00") when the text reads as one. */
export type TListSearch = { patterns: string[]; amount: string | null };

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

/** Whether the search box holds anything to look for. */
export const isSearching = (search: TListSearch): boolean => search.patterns.length > 0 || search.amount !== null;

/** `text` with the LIKE wildcards escaped: a typed "%" or "_" is a character to find, not a wildcard. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds `text` anywhere: a typed "%" or "_" is a character to find, not a wildcard. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern that finds the values starting with `text` (an application or receipt number's btree of its start). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** Whether `pattern` can be part of an e-mail: one holds no space. */
export const mayBeInEmail = (pattern: string): boolean => !/\s/.test(pattern);

/** Whether `pattern` can be part of a field searched by its digits alone (phones, TRNs). */
export const isDigits = (pattern: string): boolean => /^\d+$/.test(pattern);

/** A phone or TRN column with everything but its digits taken out: the expression of its trigram index (migration 0023). */
export const digitsOf = (column: SQLWrapper): SQL => sql`regexp_replace(${column}, '[^0-9]+', '', 'g')`;

/** A search's total as a list answers it: exact up to the limit, else the limit marked as a lower bound ("1,000+"). */
export function boundedTotal(count: number, limit: number): { total: number; totalCapped: boolean } {
  return count > limit ? { total: limit, totalCapped: true } : { total: count, totalCapped: false };
}
