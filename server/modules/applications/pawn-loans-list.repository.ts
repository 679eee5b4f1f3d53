import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusTotals, pawnLoanApplications } from '../../db/schema';
import type { TListSearch } from '../../lib/list-search';
import { loanSearchCondition, type TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;

/** The columns a staff answer shows: every stored field but the internal borrower link. */
const { borrowerId: _link, ...ITEM_COLUMNS } = getTableColumns(t);
export type TPawnLoanItemRow = Omit<TPawnLoanRow, 'borrowerId'>;

/** Applications per stored status, whatever the table's size: the trigger-kept totals (a few rows). */
export async function readStatusTotals(db: TExecutor): Promise<Map<string, number>> {
  const rows = await totalsStatement(db).execute();
  return new Map(rows.filter((r) => r.count > 0).map((r) => [r.status, r.count]));
}

/** The search's first `limit` + 1 matches per status (more than `limit` in all: lower bounds). */
async function countByStatus(db: TExecutor, condition: SQL, limit: number): Promise<Map<string, number>> {
  const first = db.select({ status: t.status }).from(t).where(condition).limit(limit + 1).as('first');
  const rows = await db.select({ status: first.status, count: sql<number>`count(*)::int` }).from(first).groupBy(first.status);
  return new Map(rows.map((r) => [r.status, r.count]));
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

/** One page, newest first; the id breaks ties so a page never repeats or skips a row. */
export async function listPage(
  db: TExecutor,
  options: { status: string | null; search: TListSearch; limit: number; offset: number },
): Promise<TPawnLoanItemRow[]> {
  const condition = loanSearchCondition(options.search);
  if (!condition) {
    const prepared = statementsOf(db);
    return options.status === null
      ? prepared.all.execute({ limit: options.limit, offset: options.offset })
      : prepared.byStatus.execute({ status: options.status, limit: options.limit, offset: options.offset });
  }
  const where = and(options.status === null ? undefined : eq(t.status, options.status), condition);
  return db.select(ITEM_COLUMNS).from(t).where(where).orderBy(...newestFirst).limit(options.limit).offset(options.offset);
}

export type TSearchPage = { rows: TPawnLoanItemRow[]; byStatus: Map<string, number>; capped: boolean };

/**
 * A searched page and the matches per status in one statement: the search's first `countLimit` + 1
 * matches are collected once (its trigram lookups are most of its cost; a CTE used twice is
 * computed once), counted per status, and the page is sorted from them, so the planner never walks
 * the date index testing each row for a rare match. More than `countLimit` match when capped: the
 * counts are then lower bounds and the page is read along the date index, where the matches are
 * dense. A page past the end has no row to carry the counts: they are counted on their own.
 */
export async function searchPage(
  db: TExecutor,
  options: { status: string | null; search: TListSearch; limit: number; offset: number; countLimit: number },
): Promise<TSearchPage> {
  const condition = loanSearchCondition(options.search);
  if (!condition) throw new Error('searchPage needs a search');
  const matches = db.$with('matches').as(db.select({ id: t.id, status: t.status, createdAt: t.createdAt }).from(t).where(condition).limit(options.countLimit + 1));
  const byStatus = sql<Record<string, number>>`(select json_object_agg(s.status, s.n) from (select ${matches.status}, count(*)::int as n from ${matches} group by 1) s)`;
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .where(options.status === null ? undefined : eq(matches.status, options.status))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(options.limit)
    .offset(options.offset);
  // The rows keep their byStatus: toItem copies only the item's fields.
  const rows = await db.with(matches).select({ ...ITEM_COLUMNS, byStatus }).from(t).where(inArray(t.id, page)).orderBy(...newestFirst);
  const counted = rows[0] ? new Map(Object.entries(rows[0].byStatus)) : await countByStatus(db, condition, options.countLimit);
  const capped = [...counted.values()].reduce((sum, n) => sum + n, 0) > options.countLimit;
  return { rows: capped ? await listPage(db, options) : rows, byStatus: counted, capped };
}
