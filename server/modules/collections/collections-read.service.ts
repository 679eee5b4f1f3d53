import {
  COLLECTION_MESSAGES as M,
  type TAgingBucket,
  type TCollectionDetail,
  type TCollectionItem,
  type TCollectionListRequest,
  type TCollectionListResponse,
  type TCollectionStatistics,
  type TContact,
  AGING_BUCKETS,
} from '@common/contracts/collections';
import { isUuid } from '@common/contracts/fields';
import { SEARCH_COUNT_LIMIT } from '@common/contracts/paging';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import type { TChangeVersions } from '../../lib/change-versions';
import { AppError } from '../../lib/errors';
import { etagOf, matchesETag, type TPolled } from '../../lib/http-cache';
import { boundedTotal, isSearching, parseSearch } from '../../lib/list-search';
import { VersionedMemo } from '../../lib/versioned-memo';
import { findApplicationById, readLoanStandings, totalsOf } from '../loans';
import { todayOf, type TClockDeps } from './collection-figures';
import {
  countCases,
  findCase,
  listCasePage,
  readStatistics,
  searchCasePage,
  type TCaseFilter,
  type TCaseRow,
} from './collections.repository';
import { listContacts, type TContactRow } from './collection-contacts.repository';

export function toItem(row: TCaseRow): TCollectionItem {
  return {
    id: row.id,
    loanApplicationId: row.loanApplicationId,
    applicationNumber: row.applicationNumber,
    loanStatus: row.loanStatus,
    borrowerName: row.borrowerName,
    borrowerEmail: row.borrowerEmail,
    borrowerPhone: row.borrowerPhone,
    outstandingAmount: row.outstandingAmount,
    amountDue: row.amountDue,
    daysPastDue: row.daysPastDue,
    agingBucket: row.agingBucket as TAgingBucket | null,
    priority: row.priority as TCollectionItem['priority'],
    collectionStatus: row.collectionStatus as TCollectionItem['collectionStatus'],
    lastContactDate: row.lastContactDate,
    contactMethod: row.contactMethod as TCollectionItem['contactMethod'],
    nextFollowUpDate: row.nextFollowUpDate,
    assignedCollector: row.collectorId ? { id: row.collectorId, name: row.collectorName ?? '' } : null,
    promise:
      row.promisedAmount && row.promisedDate && row.promiseState
        ? { amount: row.promisedAmount, date: row.promisedDate, state: row.promiseState as 'pending' | 'kept' | 'broken' }
        : null,
    flaggedContacts: row.flaggedContacts,
    resolutionDate: row.resolutionDate,
    resolutionNotes: row.resolutionNotes,
    createdAt: row.createdAt,
  };
}

export const toContact = (row: TContactRow): TContact => ({
  id: row.id,
  contactMethod: row.contactMethod as TContact['contactMethod'],
  outcome: row.outcome as TContact['outcome'],
  notes: row.notes,
  promisedAmount: row.promisedAmount,
  promisedDate: row.promisedDate,
  contactedAt: row.contactedAt.toISOString(),
  contactedBy: row.contactedBy,
  flagReason: row.flagReason,
  party: row.party === 'guarantor' ? 'guarantor' : 'borrower',
});

export type TReadDeps = TClockDeps & { db: TExecutor };
type TPolledDeps = TReadDeps & { changes: TChangeVersions };

/** The change counters of what the tab shows: the cases, the loans (names, phones, status) and the payments (promise states). */
async function readVersions(changes: TChangeVersions): Promise<Record<string, number>> {
  const counters = await changes.read();
  return {
    debt_collection_records: counters.debt_collection_records ?? 0,
    pawn_loan_applications: counters.pawn_loan_applications ?? 0,
    payments: counters.payments ?? 0,
  };
}

/**
 * Unsearched totals per filter, for one version of the cases' change counter and one day (they
 * depend on nothing else): counting tens of thousands of open cases on every poll would cost more
 * than the page itself. At most one entry per status and priority pair.
 */
export type TCountMemo = VersionedMemo<number>;
export const createCountMemo = (): TCountMemo => new VersionedMemo();

async function totalOf(deps: TReadDeps & { counts?: TCountMemo }, filter: TCaseFilter, key: string): Promise<number> {
  const memo = deps.counts;
  if (!memo) return countCases(deps.db, filter);
  return memo.get(key, `${filter.status}|${filter.priority}`, () => countCases(deps.db, filter));
}

/**
 * GET /api/collections. The ETag is built from the change counters of the cases, the loans (names,
 * phones, status) and the payments (promise states), read first so a change landing in between
 * makes the ETag older than the data, never newer; and from the Jamaica day, which moves days
 * past due and the follow-ups due.
 */
export async function listCollections(
  deps: TPolledDeps & { version: string; counts?: TCountMemo; pages?: TCollectionPages },
  input: { query: TCollectionListRequest; ifNoneMatch: string | undefined },
): Promise<TPolled<TCollectionListResponse>> {
  const { query } = input;
  const today = todayOf(deps);
  const versions = await readVersions(deps.changes);
  const etag = etagOf(['collections', deps.version, versions, today, query.status, query.priority, query.q, query.page, query.pageSize]);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const read = async (): Promise<TCollectionListResponse> => {
    const filter = { status: query.status, priority: query.priority, search: parseSearch(query.q), today };
    const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const paged = { page: query.page, pageSize: query.pageSize };
    if (isSearching(filter.search)) {
      const { rows, count } = await searchCasePage(deps.db, filter, page);
      return { items: rows.map(toItem), ...boundedTotal(count, SEARCH_COUNT_LIMIT), ...paged };
    }
    const total = await totalOf(deps, filter, JSON.stringify([versions.debt_collection_records, today]));
    const rows = page.offset < total ? await listCasePage(deps.db, filter, page) : [];
    return { items: rows.map(toItem), total, totalCapped: false, ...paged };
  };
  const body = deps.pages && query.q.trim() === '' ? await deps.pages.get(JSON.stringify([versions, today]), etag, read) : await read();
  return { etag, notModified: false, body };
}

/** The unsearched answers of one version of the counters and day, by ETag (see TPawnLoanPages in applications). */
export type TCollectionPages = VersionedMemo<TCollectionListResponse>;
export const createCollectionPages = (): TCollectionPages => new VersionedMemo();

/** A malformed id cannot name a case, so it answers like an unknown one. */
export function caseIdOf(raw: string): string {
  if (!isUuid(raw)) throw new AppError('NOT_FOUND', M.notFound);
  return raw.toLowerCase();
}

/** GET /api/collections/{id}: the case, its contacts newest first, and where its loan stands today. */
export async function getCollection(deps: TReadDeps, rawId: string): Promise<TCollectionDetail> {
  const id = caseIdOf(rawId);
  const today = todayOf(deps);
  const row = await findCase(deps.db, id, today);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const loan = await findApplicationById(deps.db, row.loanApplicationId);
  if (!loan) throw new AppError('NOT_FOUND', M.notFound);
  const standing = (await readLoanStandings(deps.db, [loan], today)).get(loan.id);
  if (!standing) throw new AppError('NOT_FOUND', M.notFound);
  const contacts = await listContacts(deps.db, id);
  return { ...toItem(row), contactNotes: row.contactNotes, contacts: contacts.map(toContact), ledger: totalsOf(standing.summary, standing.sums.lateCharges) };
}

/** The figures of one set of change-counter versions and day, as this instance last computed them (one computation at a time). */
export type TStatisticsMemo = VersionedMemo<TCollectionStatistics>;
export const createStatisticsMemo = (): TStatisticsMemo => new VersionedMemo();

/** Percent with one decimal, rounded half-up, from two cent amounts. */
export function percentOf(partCents: number, wholeCents: number): number {
  if (wholeCents <= 0) return 0;
  return Math.round((partCents * 1000) / wholeCents) / 10;
}

const cents = (value: string) => toCents(value) ?? 0;

/** GET /api/collections/statistics: computed once per version of the counters and day, then served from memory. */
export async function getStatistics(deps: TPolledDeps & { memo: TStatisticsMemo }): Promise<TCollectionStatistics> {
  const today = todayOf(deps);
  const key = JSON.stringify([await readVersions(deps.changes), today]);
  return deps.memo.get(key, '', () => computeStatistics(deps, today));
}

async function computeStatistics(deps: TReadDeps, today: string): Promise<TCollectionStatistics> {
  const row = await readStatistics(deps.db, today);
  const buckets = typeof row.buckets === 'string' ? (JSON.parse(row.buckets) as { bucket: string; loans: number; amount: string }[]) : row.buckets;
  const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
  const portfolio = cents(row.portfolioPending) + cents(row.defaultedOutstanding);
  const value: TCollectionStatistics = {
    overdueLoans: row.overdueLoans,
    amountDue: centsToDecimalString(cents(row.amountDue)),
    inProgress: row.inProgress,
    resolved: row.resolved,
    portfolioAtRisk30: percentOf(cents(row.atRisk30), portfolio),
    buckets: AGING_BUCKETS.map((bucket) => ({ bucket, loans: byBucket.get(bucket)?.loans ?? 0, amount: centsToDecimalString(cents(byBucket.get(bucket)?.amount ?? '0')) })),
    promisesKept: row.promisesKept,
    promisesBroken: row.promisesBroken,
  };
  return value;
}
