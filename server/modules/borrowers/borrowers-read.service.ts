import {
  BORROWER_MESSAGES as M,
  BORROWER_SEARCH_LIMIT,
  type TBorrowerDetail,
  type TBorrowerListRequest,
  type TBorrowerListResponse,
  type TBorrowerSearchResponse,
  type TBorrowerStats,
  type TBorrowerSummary,
  type TCreditStatus,
  type TDocumentCheckState,
} from '@common/contracts/borrowers';
import { isUuid } from '@common/contracts/fields';
import { SEARCH_COUNT_LIMIT } from '@common/contracts/paging';
import type { TExecutor } from '../../db/client';
import type { TChangeVersions } from '../../lib/change-versions';
import { AppError } from '../../lib/errors';
import { etagOf, matchesETag, type TPolled } from '../../lib/http-cache';
import { boundedTotal, parseSearch } from '../../lib/list-search';
import { VersionedMemo } from '../../lib/versioned-memo';
import { findBorrowerIdsByKey, readBorrowerDetailRow } from './borrower-detail.repository';
import {
  findBorrowerSummaries,
  listBorrowerPage,
  readBorrowerCounts,
  searchBorrowerPage,
  type TBorrowerCounts,
  type TBorrowerSummaryRow,
} from './borrower-summary.repository';

/** Field by field rather than a rest/spread copy: a page maps fifty rows per answer. */
export function toSummary(row: TBorrowerSummaryRow): TBorrowerSummary {
  return {
    id: row.id,
    idNumber: row.idNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    trn: row.trn,
    bankAccountNumber: row.bankAccountNumber,
    photoUrl: row.photoUrl,
    signatureUrl: row.signatureUrl,
    trnPhotoUrl: row.trnPhotoUrl,
    creditStatus: (row.staffCreditStatus ?? row.derivedCreditStatus) as TCreditStatus,
    creditStatusSource: row.staffCreditStatus ? 'staff' : 'derived',
    photoVerified: row.photoVerified as TDocumentCheckState,
    trnPhotoVerified: row.trnPhotoVerified as TDocumentCheckState,
    signatureVerified: row.signatureVerified as TDocumentCheckState,
    idDocumentVerified: row.idDocumentVerified as TDocumentCheckState,
    hasAccount: row.hasAccount,
    totalLoans: row.totalLoans,
    activeLoans: row.activeLoans,
    totalBorrowed: row.totalBorrowed,
    totalRepaid: row.totalRepaid,
    lastLoanDate: row.lastLoanDate,
  };
}

/**
 * The record a path's `{email}` names: its id, or an e-mail held by exactly one record. An e-mail
 * under several records (one person, several ID numbers) names none of them: 409, use the id.
 */
/** What a path's `{email}` names: the record's id, or an e-mail (lower-cased) that may match several records. */
function borrowerKeyOf(key: string): { id: string } | { email: string } {
  const trimmed = key.trim();
  return isUuid(trimmed) ? { id: trimmed } : { email: trimmed.toLowerCase() };
}

export async function resolveBorrowerId(db: TExecutor, key: string): Promise<string> {
  const ids = await findBorrowerIdsByKey(db, borrowerKeyOf(key));
  if (ids.length === 0) throw new AppError('NOT_FOUND', M.notFound);
  if (ids.length > 1) throw new AppError('CONFLICT', M.ambiguousEmail);
  return ids[0] as string;
}

export async function readBorrowerSummary(db: TExecutor, id: string): Promise<TBorrowerSummary> {
  const [row] = await findBorrowerSummaries(db, [id]);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return toSummary(row);
}

/** GET /api/borrowers/search: fewer than 2 characters finds nothing, rather than everyone. */
export async function searchBorrowers(db: TExecutor, q: string): Promise<TBorrowerSearchResponse> {
  const search = parseSearch(q);
  if (q.trim().length < 2 || search.patterns.length === 0) return [];
  const rows = await listBorrowerPage(db, { search, filter: 'all', limit: BORROWER_SEARCH_LIMIT, offset: 0 });
  return rows.map(toSummary);
}

/** The counts of one change-counter version, as this instance last computed them (one computation at a time). */
export type TBorrowerCountsMemo = VersionedMemo<TBorrowerCounts>;
export const createBorrowerCountsMemo = (): TBorrowerCountsMemo => new VersionedMemo();

const statsOf = (c: TBorrowerCounts): TBorrowerStats => ({ total: c.total, active: c.active, goodCredit: c.good, atRisk: c.poor });

/**
 * GET /api/admin/borrowers. The ETag is built from the change counters of borrowers, applications
 * (the totals and credit) and payments (what was repaid), read first so a change landing in between
 * makes the ETag older than the data, never newer. The stats and the unsearched totals change only
 * with borrowers and applications, so they are counted once per version of those two counters.
 */
/** The unsearched answers of one version of the counters, by ETag (see TPawnLoanPages in applications). */
export type TBorrowerPages = VersionedMemo<TBorrowerListResponse>;
export const createBorrowerPages = (): TBorrowerPages => new VersionedMemo();

type TListDeps = { db: TExecutor; changes: TChangeVersions; version: string; memo: TBorrowerCountsMemo; pages: TBorrowerPages };

export async function listBorrowers(deps: TListDeps, input: { query: TBorrowerListRequest; ifNoneMatch: string | undefined }): Promise<TPolled<TBorrowerListResponse>> {
  const { query } = input;
  const counters = await deps.changes.read();
  const borrowers = counters.borrowers ?? 0;
  const applications = counters.pawn_loan_applications ?? 0;
  const payments = counters.payments ?? 0;
  const etag = etagOf(['borrowers', deps.version, borrowers, applications, payments, query.q, query.page, query.pageSize, query.status]);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const countsKey = `${borrowers}|${applications}`;
  const read = () => readListPage(deps, query, countsKey);
  const body = query.q.trim() === '' ? await deps.pages.get(`${countsKey}|${payments}`, etag, read) : await read();
  return { etag, notModified: false, body };
}

async function readListPage(deps: TListDeps, query: TBorrowerListRequest, countsKey: string): Promise<TBorrowerListResponse> {
  const counts = await deps.memo.get(countsKey, '', () => readBorrowerCounts(deps.db));
  const search = parseSearch(query.q);
  const page = { search, filter: query.status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const paged = { page: query.page, pageSize: query.pageSize, stats: statsOf(counts) };
  if (search.patterns.length > 0) {
    const { rows, count } = await searchBorrowerPage(deps.db, page);
    return { items: rows.map(toSummary), ...boundedTotal(count, SEARCH_COUNT_LIMIT), ...paged };
  }
  const total = query.status === 'all' ? counts.total : counts[query.status];
  const rows = page.offset < total ? await listBorrowerPage(deps.db, page) : [];
  return { items: rows.map(toSummary), total, totalCapped: false, ...paged };
}

const RECENT_LOANS = 5;

/** GET /api/admin/borrowers/{id}: the summary, the documents and their checks, the guarantor, the latest loans. */
export async function getBorrowerDetail(db: TExecutor, key: string): Promise<TBorrowerDetail> {
  // An id is read at once (no row: 404); an e-mail is resolved to its one record first.
  const named = borrowerKeyOf(key);
  const id = 'id' in named ? named.id : await resolveBorrowerId(db, key);
  const row = await readBorrowerDetailRow(db, id, RECENT_LOANS);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const summary = toSummary(row.summary);
  const { checks, latest } = row;
  return {
    ...summary,
    documents: {
      photo: { url: summary.photoUrl, ...checkOf(checks.photo) },
      trn: { url: summary.trnPhotoUrl, ...checkOf(checks.trn) },
      signature: { url: summary.signatureUrl, ...checkOf(checks.signature) },
      idDocument: {
        url: row.idDocumentUrl ?? latest.idDocumentUrl ?? null,
        type: latest.idDocumentType ?? null,
        number: latest.idDocumentNumber ?? null,
        expiryDate: latest.idExpiryDate ?? null,
        ...checkOf(checks.idDocument),
      },
    },
    guarantor: latest.guarantorName
      ? { name: latest.guarantorName, address: latest.guarantorAddress, trn: latest.guarantorTrn, phone: latest.guarantorPhone }
      : null,
    loanSummary: { totalLoans: summary.totalLoans, activeLoans: summary.activeLoans, totalBorrowed: summary.totalBorrowed, totalRepaid: summary.totalRepaid },
    recentLoans: row.recentLoans,
  };
}

const checkOf = (c: { status: string; verifiedBy: string | null; verifiedAt: string | null }) => ({
  status: c.status as TDocumentCheckState,
  verifiedBy: c.verifiedBy,
  verifiedAt: c.verifiedAt,
});
