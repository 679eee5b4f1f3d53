import {
  PAYMENT_MESSAGES as M,
  type TLoanLedgerResponse,
  type TPayableLoansRequest,
  type TPayableLoansResponse,
  type TPaymentListRequest,
  type TPaymentListResponse,
  type TPaymentStatisticsResponse,
} from '@common/contracts/payments';
import { SEARCH_COUNT_LIMIT } from '@common/contracts/paging';
import { allocatePayments } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TPaper } from '@common/contracts/paper';
import type { TExecutor } from '../../db/client';
import type { TChangeVersions } from '../../lib/change-versions';
import { AppError } from '../../lib/errors';
import { etagOf, matchesETag, type TPolled } from '../../lib/http-cache';
import { boundedTotal, parseSearch } from '../../lib/list-search';
import { VersionedMemo } from '../../lib/versioned-memo';
import {
  APPLICATION_NOT_FOUND,
  applicationIdOf,
  centsOf,
  findApplicationById,
  listPaymentsForAllocation,
  listSchedule,
  readLoanStandings,
  totalsOf,
} from '../loans';
import { listPayableLoans } from './payable-loans.repository';
import { toPayment } from './payment-view';
import { renderPaymentReceiptOf } from './payment-receipt.pdf';
import type { TShopSource } from '../../lib/shop-identity';
import { clockOf, paymentIdOf } from './payments.service';
import { countPayments, findPaymentView, listPaymentPage, listPaymentViewsForLoan, readPaymentStatistics, searchPaymentPage } from './payments.repository';

type TReadDeps = { db: TExecutor; now?: () => Date; version: string };
type TPolledDeps = TReadDeps & { changes: TChangeVersions };

/** The change counters of the tables a payment answer shows (payments; names and numbers from applications). */
async function readVersions(changes: TChangeVersions): Promise<{ payments: number; applications: number }> {
  const counters = await changes.read();
  return { payments: counters.payments ?? 0, applications: counters.pawn_loan_applications ?? 0 };
}

/**
 * GET /api/payments: newest recorded first. The ETag is built from the change counters of payments
 * and applications (names and numbers come from there), read first so a change landing in between
 * makes the ETag older than the data, never newer.
 */
export async function listPayments(
  deps: TPolledDeps & { totalMemo: TPaymentTotalMemo },
  input: { query: TPaymentListRequest; ifNoneMatch: string | undefined },
): Promise<TPolled<TPaymentListResponse>> {
  const { query } = input;
  const versions = await readVersions(deps.changes);
  const etag = etagOf(['payments', deps.version, versions.payments, versions.applications, query.search, query.page, query.pageSize]);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const search = parseSearch(query.search);
  const offset = (query.page - 1) * query.pageSize;
  const paged = { page: query.page, pageSize: query.pageSize };
  if (search.patterns.length > 0) {
    const { rows, count } = await searchPaymentPage(deps.db, search, { limit: query.pageSize, offset });
    return { etag, notModified: false, body: { items: rows.map(toPayment), ...boundedTotal(count, SEARCH_COUNT_LIMIT), ...paged } };
  }
  const total = await countAllPayments(deps.db, versions.payments, deps.totalMemo);
  const rows = offset < total ? await listPaymentPage(deps.db, query.pageSize, offset) : [];
  return { etag, notModified: false, body: { items: rows.map(toPayment), total, totalCapped: false, ...paged } };
}

/** How many payments there were at a version of the payments change counter, as this instance last counted. */
export type TPaymentTotalMemo = VersionedMemo<number>;
export const createPaymentTotalMemo = (): TPaymentTotalMemo => new VersionedMemo();

/**
 * The unsearched total changes only with the payments table: counting 300k rows on every first-page
 * load cost the list nearly all its time, so the count is kept until the counter moves. The counter
 * is read before the count, so a payment landing in between leaves the memo older, never newer.
 */
function countAllPayments(db: TExecutor, version: number, memo: TPaymentTotalMemo): Promise<number> {
  return memo.get(String(version), '', () => countPayments(db, parseSearch('')));
}

/** The statistics computed by this instance and what they were computed for (one computation at a time). */
export type TStatisticsMemo = VersionedMemo<TPaymentStatisticsResponse>;
export const createStatisticsMemo = (): TStatisticsMemo => new VersionedMemo();

/**
 * GET /api/payments/statistics. The figures change only when a payment or a loan changes, or the
 * month turns: with those as the key, a repeat is one counter read (and a 304 for a poll that
 * holds the answer). A miss reads the totals tables (migration 0011), a few rows whatever the
 * number of payments.
 */
export async function getPaymentStatistics(
  deps: TPolledDeps & { memo: TStatisticsMemo },
  input: { ifNoneMatch: string | undefined },
): Promise<TPolled<TPaymentStatisticsResponse>> {
  const now = clockOf(deps);
  const versions = await readVersions(deps.changes);
  const key = JSON.stringify([versions.payments, versions.applications, jamaicaDayOf(now).slice(0, 7)]);
  const etag = etagOf(['payment-statistics', deps.version, key]);
  if (matchesETag(input.ifNoneMatch, etag)) return { etag, notModified: true };
  const body = await deps.memo.get(key, '', () => readPaymentStatistics(deps.db, now));
  return { etag, notModified: false, body };
}

/** GET /api/payments/loans: loans open for payment, each with what the Record Payment dialog needs. */
export async function findPayableLoans(deps: Omit<TReadDeps, 'version'>, query: TPayableLoansRequest): Promise<TPayableLoansResponse> {
  if (query.search !== '' && query.search.length < 2) throw new AppError('BAD_REQUEST', M.searchTooShort);
  const today = jamaicaDayOf(clockOf(deps));
  const rows = await listPayableLoans(deps.db, parseSearch(query.search), query.limit);
  const standings = await readLoanStandings(deps.db, rows, today);
  return {
    loans: rows.flatMap((row) => {
      const standing = standings.get(row.id);
      if (!standing) return [];
      return [
        {
          id: row.id,
          applicationNumber: row.applicationNumber,
          borrowerName: row.borrowerName,
          borrowerEmail: row.borrowerEmail,
          borrowerPhone: row.borrowerPhone,
          status: row.status,
          paymentFrequency: row.paymentFrequency,
          weeklyInstalment: row.weeklyInstalment,
          totals: totalsOf(standing.summary, standing.sums.lateCharges),
        },
      ];
    }),
  };
}

/** GET /api/pawn-loans/{id}/ledger: the schedule with what each instalment has received, the payments and the totals. */
export async function getLoanLedger(deps: Omit<TReadDeps, 'version'>, rawId: string): Promise<TLoanLedgerResponse> {
  const id = applicationIdOf(rawId);
  const today = jamaicaDayOf(clockOf(deps));
  const loan = await findApplicationById(deps.db, id);
  if (!loan) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  // Builds the schedule first if the loan was approved before schedules existed.
  const standing = (await readLoanStandings(deps.db, [loan], today)).get(id);
  if (!standing) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const schedule = await listSchedule(deps.db, id);
  const allocation = allocatePayments(
    schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount) })),
    (await listPaymentsForAllocation(deps.db, id)).map((p) => ({ amountCents: centsOf(p.amount), day: p.day })),
  );
  return {
    loan: {
      id,
      applicationNumber: loan.applicationNumber,
      borrowerName: loan.borrowerName,
      borrowerEmail: loan.borrowerEmail,
      status: loan.status,
      paymentFrequency: loan.paymentFrequency,
      termWeeks: loan.termWeeks,
      weeklyInstalment: loan.weeklyInstalment,
    },
    schedule: schedule.map((r, i) => {
      const paid = allocation[i]!;
      return {
        id: r.id,
        paymentNumber: r.paymentNumber,
        paymentAmount: r.paymentAmount,
        principalAmount: r.principalAmount,
        interestAmount: r.interestAmount,
        remainingBalance: r.remainingBalance,
        dueDate: r.dueDate,
        paidDate: r.paidDate,
        status: r.status,
        amountPaid: centsToDecimalString(paid.paidCents),
        isOverdue: r.dueDate < today && paid.status !== 'paid',
      };
    }),
    payments: (await listPaymentViewsForLoan(deps.db, id)).map(toPayment),
    totals: totalsOf(standing.summary, standing.sums.lateCharges),
    today,
  };
}

/** GET /api/payments/{id}/pdf (staff): any payment's receipt, on A5 or (?paper=80mm) the counter's roll. */
export async function renderStaffReceipt(
  deps: { db: TExecutor; shop: TShopSource },
  rawId: string,
  paper: TPaper = 'page',
): Promise<{ pdf: Buffer; receiptNumber: string }> {
  const view = await findPaymentView(deps.db, paymentIdOf(rawId));
  if (!view) throw new AppError('NOT_FOUND', M.paymentNotFound);
  return { pdf: await renderPaymentReceiptOf(deps.db, view, await deps.shop.read(), paper), receiptNumber: view.receiptNumber };
}
