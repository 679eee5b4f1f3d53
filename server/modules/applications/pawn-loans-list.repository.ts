import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusTotals, changeCounters, pawnLoanApplications } from '../../db/schema';
import type { TListSearch } from '../../lib/list-search';
import { loanSearchCondition, type TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;

/**
 * What changes whenever any application is added, changed or deleted: the table's change counter,
 * bumped by a trigger (migration 0005). One primary-key read, so a poll that ends in 304 is cheap.
 */
export async function readListVersion(db: TExecutor): Promise<number> {
  const [row] = await db.select({ version: changeCounters.version }).from(changeCounters).where(eq(changeCounters.name, 'pawn_loan_applications'));
  return row?.version ?? 0;
}

/**
 * Applications per stored status for the search: without one, the trigger-kept totals (a few rows,
 * whatever the table's size); with one, a grouped pass over the rows the search index finds.
 */
export async function countByStatus(db: TExecutor, search: TListSearch): Promise<Map<string, number>> {
  const condition = loanSearchCondition(search);
  const rows = condition
    ? await db.select({ status: t.status, count: sql<number>`count(*)::int` }).from(t).where(condition).groupBy(t.status)
    : await db.select({ status: applicationStatusTotals.status, count: sql<number>`${applicationStatusTotals.count}::int` }).from(applicationStatusTotals);
  return new Map(rows.filter((r) => r.count > 0).map((r) => [r.status, r.count]));
}

/** One page, newest first; the id breaks ties so a page never repeats or skips a row. */
export async function listPage(
  db: TExecutor,
  options: { status: string | null; search: TListSearch; limit: number; offset: number },
): Promise<TPawnLoanRow[]> {
  return db
    .select()
    .from(t)
    .where(and(options.status === null ? undefined : eq(t.status, options.status), loanSearchCondition(options.search)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(options.limit)
    .offset(options.offset);
}
