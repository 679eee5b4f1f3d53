import { createHash } from 'node:crypto';
import {
  PAWN_LOAN_LIST_STATUSES,
  type TPawnLoanListCounts,
  type TPawnLoanListItem,
  type TPawnLoanListRequest,
  type TPawnLoanListResponse,
} from '@common/contracts/pawn-loans-list';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { countByStatus, listPage, readListVersion, type TListSearch, type TPawnLoanRow } from './pawn-loans-list.repository';

// numeric(12,2): anything larger cannot be a stored amount.
const MAX_AMOUNT_CENTS = 999_999_999_999;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The typed text as substrings to find, plus its digits alone when it looks like a phone number
 * ("(876) 555-0101" finds "876-555-0101"), plus an exact amount when it reads as one ("15,000",
 * "J$15000.00" find a loan of 15000.00).
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

/** Strong ETag of the table's change counter, the query and the build (a new release may shape answers differently). */
export function listETag(appVersion: string, dataVersion: number, query: TPawnLoanListRequest): string {
  const key = JSON.stringify([appVersion, dataVersion, query.status, query.search, query.page, query.pageSize]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match may list several tags, weak or strong, or "*". */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One stored application as every staff answer shows it (list, detail, review calls, accounting). */
export function toItem(row: TPawnLoanRow): TPawnLoanListItem {
  // The internal borrower link is left out: borrowerID is the spec's ID-document number.
  const { borrowerId: _link, agreementDate, validFrom, endingOn, createdAt, updatedAt, ...stored } = row;
  return {
    ...stored,
    agreementDate: iso(agreementDate),
    validFrom: iso(validFrom),
    endingOn: iso(endingOn),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export type TPawnLoanListResult = { etag: string } & ({ notModified: true } | { notModified: false; body: TPawnLoanListResponse });

/**
 * The staff list: 304 when the caller already holds this exact answer, else one page with the
 * per-status counts for the same search. The change counter is read first so a change landing in
 * between makes the ETag older than the data, never newer (which would hide the change).
 */
export async function listPawnLoans(
  db: TExecutor,
  input: { query: TPawnLoanListRequest; ifNoneMatch: string | undefined; version: string },
): Promise<TPawnLoanListResult> {
  const { query } = input;
  const etag = listETag(input.version, await readListVersion(db), query);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };

  const search = parseSearch(query.search);
  const byStatus = await countByStatus(db, search);
  const counts = Object.fromEntries(PAWN_LOAN_LIST_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as TPawnLoanListCounts;
  counts.all = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  const total = counts[query.status];

  const offset = (query.page - 1) * query.pageSize;
  // Past the last page there is nothing to read: skip the query.
  const rows =
    offset < total
      ? await listPage(db, { status: query.status === 'all' ? null : query.status, search, limit: query.pageSize, offset })
      : [];
  return { etag, notModified: false, body: { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize, counts } };
}
