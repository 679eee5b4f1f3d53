import {
  PAWN_LOAN_LIST_STATUSES,
  type TPawnLoanListCounts,
  type TPawnLoanListItem,
  type TPawnLoanListRequest,
  type TPawnLoanListResponse,
} from '@common/contracts/pawn-loans-list';
import type { TExecutor } from '../../db/client';
import { etagOf, matchesETag } from '../../lib/http-cache';
import { parseSearch } from '../../lib/list-search';
import type { TPawnLoanRow } from '../loans';
import { countByStatus, listPage, readListVersion } from './pawn-loans-list.repository';

/** Strong ETag of the table's change counter, the query and the build (a new release may shape answers differently). */
export function listETag(appVersion: string, dataVersion: number, query: TPawnLoanListRequest): string {
  return etagOf([appVersion, dataVersion, query.status, query.search, query.page, query.pageSize]);
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
