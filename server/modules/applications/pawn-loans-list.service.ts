import {
  PAWN_LOAN_LIST_STATUSES,
  type TPawnLoanListCounts,
  type TPawnLoanListItem,
  type TPawnLoanListRequest,
  type TPawnLoanListResponse,
} from '@common/contracts/pawn-loans-list';
import { guarantorConsentOf } from '@common/contracts/guarantees';
import { SEARCH_COUNT_LIMIT } from '@common/contracts/paging';
import type { TExecutor } from '../../db/client';
import type { TChangeVersions } from '../../lib/change-versions';
import { etagOf, matchesETag } from '../../lib/http-cache';
import { boundedTotal, isSearching, parseSearch } from '../../lib/list-search';
import { VersionedMemo } from '../../lib/versioned-memo';
import { countStatusMatches, listPage, readStatusTotals, searchPage, type TPawnLoanItemRow } from './pawn-loans-list.repository';

/** Strong ETag of the table's change counter, the query and the build (a new release may shape answers differently). */
export function listETag(appVersion: string, dataVersion: number, query: TPawnLoanListRequest): string {
  return etagOf([appVersion, dataVersion, query.status, query.search, query.page, query.pageSize]);
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * One stored application as every staff answer shows it (list, detail, review calls, accounting).
 * Field by field rather than a rest/spread copy: the list maps up to a hundred rows per answer.
 * The internal borrower link is left out: borrowerID is the spec's ID-document number.
 */
export function toItem(row: TPawnLoanItemRow): TPawnLoanListItem {
  return {
    id: row.id,
    applicationNumber: row.applicationNumber,
    borrowerName: row.borrowerName,
    borrowerEmail: row.borrowerEmail,
    borrowerAddress: row.borrowerAddress,
    borrowerTRN: row.borrowerTRN,
    borrowerPhone: row.borrowerPhone,
    borrowerID: row.borrowerID,
    borrowerPhotoUrl: row.borrowerPhotoUrl,
    borrowerTrnPhotoUrl: row.borrowerTrnPhotoUrl,
    borrowerSignatureUrl: row.borrowerSignatureUrl,
    borrowerSignatureMethod: row.borrowerSignatureMethod,
    borrowerBankAccountNumber: row.borrowerBankAccountNumber,
    idDocumentType: row.idDocumentType,
    idDocumentUrl: row.idDocumentUrl,
    idDocumentNumber: row.idDocumentNumber,
    idExpiryDate: row.idExpiryDate,
    borrowerPhotoVerified: row.borrowerPhotoVerified,
    borrowerTrnPhotoVerified: row.borrowerTrnPhotoVerified,
    borrowerSignatureVerified: row.borrowerSignatureVerified,
    idDocumentVerified: row.idDocumentVerified,
    guarantorName: row.guarantorName,
    guarantorAddress: row.guarantorAddress,
    guarantorTRN: row.guarantorTRN,
    guarantorPhone: row.guarantorPhone,
    guarantorEmail: row.guarantorEmail,
    guarantorConsent: guarantorConsentOf(row, new Date()),
    guarantorConsentAt: iso(row.guarantorConsentAt),
    renewedFromApplicationId: row.renewedFromApplicationId,
    loanAmount: row.loanAmount,
    interestRate: row.interestRate,
    termWeeks: row.termWeeks,
    paymentFrequency: row.paymentFrequency,
    weeklyInstalment: row.weeklyInstalment,
    totalAmount: row.totalAmount,
    totalRepayment: row.totalRepayment,
    lateFine: row.lateFine,
    lateFeePercent: row.lateFeePercent,
    collateralProperty: row.collateralProperty,
    agreementDate: iso(row.agreementDate),
    validFrom: iso(row.validFrom),
    endingOn: iso(row.endingOn),
    startDate: row.startDate,
    startDateReason: row.startDateReason,
    status: row.status,
    reviewedBy: row.reviewedBy,
    reviewNotes: row.reviewNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type TPawnLoanListResult = { etag: string } & ({ notModified: true } | { notModified: false; body: TPawnLoanListResponse });

/**
 * The unsearched answers of one version of the table, by ETag: the tag names exactly what an answer
 * holds, so staff loading the same page (or a poll whose tag is older) are answered from memory, and
 * the first ones after a change share one computation.
 */
export type TPawnLoanPages = VersionedMemo<TPawnLoanListResponse>;
export const createPawnLoanPages = (): TPawnLoanPages => new VersionedMemo();

/**
 * The staff list: 304 when the caller already holds this exact answer, else one page with the
 * per-status counts for the same search. The change counter is read first so a change landing in
 * between makes the ETag older than the data, never newer (which would hide the change).
 */
export async function listPawnLoans(
  deps: { db: TExecutor; changes: TChangeVersions; version: string; pages: TPawnLoanPages },
  input: { query: TPawnLoanListRequest; ifNoneMatch: string | undefined },
): Promise<TPawnLoanListResult> {
  const { query } = input;
  const version = (await deps.changes.read()).pawn_loan_applications ?? 0;
  const etag = listETag(deps.version, version, query);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  // Searches are many and seldom repeated: only the tabs' pages are kept.
  const body = query.search === '' ? await deps.pages.get(String(version), etag, () => readPawnLoanPage(deps.db, query)) : await readPawnLoanPage(deps.db, query);
  return { etag, notModified: false, body };
}

/** One page with the counts per status; a search counts its matches up to `countLimit` ("1,000+" beyond). */
export async function readPawnLoanPage(db: TExecutor, query: TPawnLoanListRequest, countLimit = SEARCH_COUNT_LIMIT): Promise<TPawnLoanListResponse> {
  const search = parseSearch(query.search);
  const page = { status: query.status === 'all' ? null : query.status, search, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const paged = { page: query.page, pageSize: query.pageSize };
  if (!isSearching(search)) {
    const counts = countsOf(await readStatusTotals(db));
    const total = counts[query.status];
    // Past the last page there is nothing to read: skip the query.
    const rows = page.offset < total ? await listPage(db, page) : [];
    return { items: rows.map(toItem), total, totalCapped: false, ...paged, counts };
  }
  const { rows, byStatus, capped } = await searchPage(db, { ...page, countLimit });
  // A capped search's numbers are of its first matches: lower bounds, shown up to the limit.
  const counts = countsOf(byStatus, capped ? countLimit : undefined);
  const { total, totalCapped } =
    capped && query.status !== 'all'
      ? boundedTotal(await countStatusMatches(db, search, query.status, countLimit), countLimit)
      : { total: counts[query.status], totalCapped: capped };
  return { items: rows.map(toItem), total, totalCapped, ...paged, counts };
}

/** The tabs' numbers, "all" included, each at most `atMost`. */
function countsOf(byStatus: Map<string, number>, atMost = Infinity): TPawnLoanListCounts {
  const counts = Object.fromEntries(PAWN_LOAN_LIST_STATUSES.map((s) => [s, Math.min(byStatus.get(s) ?? 0, atMost)])) as TPawnLoanListCounts;
  counts.all = Math.min([...byStatus.values()].reduce((sum, n) => sum + n, 0), atMost);
  return counts;
}
