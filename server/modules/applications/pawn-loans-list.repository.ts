import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusTotals, changeCounters, pawnLoanApplications } from '../../db/schema';

const t = pawnLoanApplications;

export type TPawnLoanRow = typeof pawnLoanApplications.$inferSelect;

/** Lower-cased substrings to look for, and an exact loan amount ("15000.00") when the text reads as one. */
export type TListSearch = { patterns: string[]; amount: string | null };

/**
 * Number, name, e-mail, phone and the phone's digits in one lower-cased text. It must stay the same
 * expression as the trigram index of migration 0003, or PostgreSQL will not use that index.
 */
const SEARCH_TEXT = sql`lower(${t.applicationNumber}::text || ' ' || ${t.borrowerName}::text || ' ' || ${t.borrowerEmail}::text || ' ' || ${t.borrowerPhone}::text || ' ' || regexp_replace(${t.borrowerPhone}::text, '[^0-9]+', '', 'g'))`;

// A typed "%" or "_" is a character to find, not a wildcard.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: TListSearch): SQL | undefined {
  const parts = search.patterns.map((p) => sql`${SEARCH_TEXT} like lower(${`%${escapeLike(p)}%`})`);
  if (search.amount !== null) parts.push(eq(t.loanAmount, search.amount));
  return parts.length > 0 ? or(...parts) : undefined;
}

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
  const condition = searchCondition(search);
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
    .where(and(options.status === null ? undefined : eq(t.status, options.status), searchCondition(options.search)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(options.limit)
    .offset(options.offset);
}
