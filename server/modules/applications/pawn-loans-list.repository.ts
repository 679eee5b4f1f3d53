import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusTotals, pawnLoanApplications } from '../../db/schema';
import type { TListSearch } from '../../lib/list-search';
import { loanSearchCondition, type TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;

/** The columns a staff answer shows: every stored field but the internal borrower link. */
const { borrowerId: _link, ...ITEM_COLUMNS } = getTableColumns(t);
export type TPawnLoanItemRow = Omit<TPawnLoanRow, 'borrowerId'>;

export type TStatusCounts = { byStatus: Map<string, number>; capped: boolean };

/**
 * Applications per stored status for the search: without one, the trigger-kept totals (a few rows,
 * whatever the table's size); with one, the first `limit` + 1 matches grouped. More than `limit`
 * match when capped: the numbers are then of those first matches only (lower bounds).
 */
export async function countByStatus(db: TExecutor, search: TListSearch, limit: number): Promise<TStatusCounts> {
  const condition = loanSearchCondition(search);
  if (!condition) {
    const rows = await totalsStatement(db).execute();
    return { byStatus: new Map(rows.filter((r) => r.count > 0).map((r) => [r.status, r.count])), capped: false };
  }
  const first = db.select({ status: t.status }).from(t).where(condition).limit(limit + 1).as('first');
  const rows = await db.select({ status: first.status, count: sql<number>`count(*)::int` }).from(first).groupBy(first.status);
  return { byStatus: new Map(rows.map((r) => [r.status, r.count])), capped: rows.reduce((n, r) => n + r.count, 0) > limit };
}

/** How many applications of one status match the search, counted up to `limit` + 1. */
export async function countStatusMatches(db: TExecutor, search: TListSearch, status: string, limit: number): Promise<number> {
  const first = db.select({ id: t.id }).from(t).where(and(eq(t.status, status), loanSearchCondition(search))).limit(limit + 1).as('first');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(first);
  return row?.n ?? 0;
}

const newestFirst = [desc(t.createdAt), desc(t.id)] as const;
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/**
 * The unsearched queries, the ones every poll and first page runs, are built once per database
 * handle (named prepared statements on PostgreSQL): Drizzle rebuilt them on every call.
 */
function buildStatements(db: TExecutor) {
  return {
    totals: db
      .select({ status: applicationStatusTotals.status, count: sql<number>`${applicationStatusTotals.count}::int` })
      .from(applicationStatusTotals)
      .prepare('pawn_loans_list_totals'),
    all: db.select(ITEM_COLUMNS).from(t).orderBy(...newestFirst).limit(limit).offset(offset).prepare('pawn_loans_list_all'),
    byStatus: db
      .select(ITEM_COLUMNS)
      .from(t)
      .where(eq(t.status, sql.placeholder('status')))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .prepare('pawn_loans_list_status'),
  };
}
const statements = new WeakMap<TExecutor, ReturnType<typeof buildStatements>>();
function statementsOf(db: TExecutor): ReturnType<typeof buildStatements> {
  let built = statements.get(db);
  if (!built) {
    built = buildStatements(db);
    statements.set(db, built);
  }
  return built;
}
const totalsStatement = (db: TExecutor) => statementsOf(db).totals;

/**
 * One page, newest first; the id breaks ties so a page never repeats or skips a row. A search
 * counted at no more than `fewerThan` matches collects them first and sorts those: the planner
 * would otherwise walk the date index testing each row, expecting the matches spread evenly, and
 * a number's matches sit together (a search by one number tested all 100k rows). A search with
 * more matches walks the date index, where they are dense.
 */
export async function listPage(
  db: TExecutor,
  options: { status: string | null; search: TListSearch; limit: number; offset: number; fewerThan?: number },
): Promise<TPawnLoanItemRow[]> {
  const condition = loanSearchCondition(options.search);
  if (!condition) {
    const prepared = statementsOf(db);
    return options.status === null
      ? prepared.all.execute({ limit: options.limit, offset: options.offset })
      : prepared.byStatus.execute({ status: options.status, limit: options.limit, offset: options.offset });
  }
  const where = and(options.status === null ? undefined : eq(t.status, options.status), condition);
  if (options.fewerThan === undefined) {
    return db.select(ITEM_COLUMNS).from(t).where(where).orderBy(...newestFirst).limit(options.limit).offset(options.offset);
  }
  const matches = db.select({ id: t.id, createdAt: t.createdAt }).from(t).where(where).limit(options.fewerThan).as('matches');
  const page = db.select({ id: matches.id }).from(matches).orderBy(desc(matches.createdAt), desc(matches.id)).limit(options.limit).offset(options.offset);
  return db.select(ITEM_COLUMNS).from(t).where(inArray(t.id, page)).orderBy(...newestFirst);
}
