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
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { etagOf, matchesETag } from '../../lib/http-cache';
import { parseSearch } from '../../lib/list-search';
import { findBorrowerIdsByKey, listRecentLoans, readDocumentChecks, readLatestApplicationFacts } from './borrower-detail.repository';
import {
  findBorrowerSummaries,
  listBorrowerPage,
  readBorrowerChangeVersions,
  readBorrowerCounts,
  searchBorrowerPage,
  type TBorrowerCounts,
  type TBorrowerSummaryRow,
} from './borrower-summary.repository';

/** An answer a poll may already hold: 304 when its ETag matches. */
export type TPolled<T> = { etag: string } & ({ notModified: true } | { notModified: false; body: T });

export function toSummary(row: TBorrowerSummaryRow): TBorrowerSummary {
  const { staffCreditStatus, derivedCreditStatus, ...rest } = row;
  return {
    ...rest,
    creditStatus: (staffCreditStatus ?? derivedCreditStatus) as TCreditStatus,
    creditStatusSource: staffCreditStatus ? 'staff' : 'derived',
    photoVerified: row.photoVerified as TDocumentCheckState,
    trnPhotoVerified: row.trnPhotoVerified as TDocumentCheckState,
    signatureVerified: row.signatureVerified as TDocumentCheckState,
    idDocumentVerified: row.idDocumentVerified as TDocumentCheckState,
  };
}

/**
 * The record a path's `{email}` names: its id, or an e-mail held by exactly one record. An e-mail
 * under several records (one person, several ID numbers) names none of them: 409, use the id.
 */
export async function resolveBorrowerId(db: TExecutor, key: string): Promise<string> {
  const trimmed = key.trim();
  const ids = await findBorrowerIdsByKey(db, isUuid(trimmed) ? { id: trimmed } : { email: trimmed.toLowerCase() });
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

/** The counts of one change-counter version, as this instance last computed them. */
export type TBorrowerCountsMemo = { key: string | null; value: TBorrowerCounts | null };
export const createBorrowerCountsMemo = (): TBorrowerCountsMemo => ({ key: null, value: null });

const statsOf = (c: TBorrowerCounts): TBorrowerStats => ({ total: c.total, active: c.active, goodCredit: c.good, atRisk: c.poor });

/**
 * GET /api/admin/borrowers. The ETag is built from the change counters of borrowers, applications
 * (the totals and credit) and payments (what was repaid), read first so a change landing in between
 * makes the ETag older than the data, never newer. The stats and the unsearched totals change only
 * with borrowers and applications, so they are counted once per version of those two counters.
 */
export async function listBorrowers(
  deps: { db: TExecutor; version: string; memo: TBorrowerCountsMemo },
  input: { query: TBorrowerListRequest; ifNoneMatch: string | undefined },
): Promise<TPolled<TBorrowerListResponse>> {
  const { query } = input;
  const versions = await readBorrowerChangeVersions(deps.db);
  const etag = etagOf(['borrowers', deps.version, versions.borrowers, versions.applications, versions.payments, query.q, query.page, query.pageSize, query.status]);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const key = JSON.stringify([versions.borrowers, versions.applications]);
  if (deps.memo.key !== key || !deps.memo.value) {
    deps.memo.value = await readBorrowerCounts(deps.db);
    deps.memo.key = key;
  }
  const counts = deps.memo.value;
  const search = parseSearch(query.q);
  const page = { search, filter: query.status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  let rows: TBorrowerSummaryRow[] = [];
  let total: number;
  if (search.patterns.length > 0) {
    ({ rows, total } = await searchBorrowerPage(deps.db, page));
  } else {
    total = query.status === 'all' ? counts.total : counts[query.status];
    if (page.offset < total) rows = await listBorrowerPage(deps.db, page);
  }
  return {
    etag,
    notModified: false,
    body: { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize, stats: statsOf(counts) },
  };
}

const RECENT_LOANS = 5;

/** GET /api/admin/borrowers/{id}: the summary, the documents and their checks, the guarantor, the latest loans. */
export async function getBorrowerDetail(db: TExecutor, key: string): Promise<TBorrowerDetail> {
  const id = await resolveBorrowerId(db, key);
  const summary = await readBorrowerSummary(db, id);
  const [checks, latest, recentLoans] = [await readDocumentChecks(db, id), await readLatestApplicationFacts(db, id), await listRecentLoans(db, id, RECENT_LOANS)];
  if (!checks) throw new AppError('NOT_FOUND', M.notFound);
  return {
    ...summary,
    documents: {
      photo: { url: summary.photoUrl, ...checkOf(checks.photo) },
      trn: { url: summary.trnPhotoUrl, ...checkOf(checks.trn) },
      signature: { url: summary.signatureUrl, ...checkOf(checks.signature) },
      idDocument: {
        url: checks.idDocumentUrl ?? latest?.idDocumentUrl ?? null,
        type: latest?.idDocumentType ?? null,
        number: latest?.idDocumentNumber ?? null,
        expiryDate: latest?.idExpiryDate ?? null,
        ...checkOf(checks.idDocument),
      },
    },
    guarantor: latest?.guarantorName
      ? { name: latest.guarantorName, address: latest.guarantorAddress, trn: latest.guarantorTrn, phone: latest.guarantorPhone }
      : null,
    loanSummary: { totalLoans: summary.totalLoans, activeLoans: summary.activeLoans, totalBorrowed: summary.totalBorrowed, totalRepaid: summary.totalRepaid },
    recentLoans,
  };
}

const checkOf = (c: { status: string; verifiedBy: string | null; verifiedAt: string | null }) => ({
  status: c.status as TDocumentCheckState,
  verifiedBy: c.verifiedBy,
  verifiedAt: c.verifiedAt,
});
