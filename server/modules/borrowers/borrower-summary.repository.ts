import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { containsPattern, digitsOf, isDigits, mayBeInEmail, type TListSearch } from '../../lib/list-search';

const PHONE = sql.raw('b.phone');
const TRN = sql.raw('b.trn');

/**
 * Where a borrower matches a search: the name, e-mail or ID number holds a pattern, or the phone's or
 * TRN's digits do. One condition a field, each on its own trigram index (migration 0023), and a field
 * is asked only for a text it can hold (an e-mail no space, the digits only digits).
 */
export function borrowerSearchCondition(search: TListSearch): SQL | undefined {
  if (search.patterns.length === 0) return undefined;
  return sql`(${sql.join(search.patterns.map(fieldsHolding), sql` or `)})`;
}

function fieldsHolding(pattern: string): SQL {
  const like = sql`lower(${containsPattern(pattern)})`;
  const fields = [sql`b.sort_name like ${like}`, sql`lower(b.id_number) like ${like}`];
  if (mayBeInEmail(pattern)) fields.push(sql`lower(b.email) like ${like}`);
  if (isDigits(pattern)) fields.push(sql`${digitsOf(PHONE)} like ${containsPattern(pattern)}`, sql`${digitsOf(TRN)} like ${containsPattern(pattern)}`);
  return sql.join(fields, sql` or `);
}

// Spec section 9: rejected and cancelled loans are left out of a borrower's totals. An active
// borrower has a loan approved, active or submitted: borrowers.active_loans, kept by migration 0013.
const COUNTED = sql.raw(`a.status not in ('rejected', 'cancelled')`);

/**
 * Per borrower, on the indexed borrower_id: a page of 50 costs the same at 100k borrowers. What was
 * repaid comes from each loan's kept paid sum (loan_payment_totals, migration 0011), one primary-key
 * read a loan instead of a scan of its payments.
 */
const LOAN_TOTALS = sql`
  left join lateral (
    select count(*) filter (where ${COUNTED})::int as total_loans,
      coalesce(sum(a.loan_amount) filter (where ${COUNTED}), 0) as total_borrowed,
      max(a.created_at) filter (where ${COUNTED}) as last_loan_date,
      coalesce(sum(t.paid) filter (where ${COUNTED}), 0) as repaid
    from pawn_loan_applications a left join loan_payment_totals t on t.application_id = a.id
    where a.borrower_id = b.id
  ) l on true`;

export type TBorrowerFilter = 'all' | 'active' | 'good' | 'fair' | 'poor';

function filterCondition(filter: TBorrowerFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'active') return sql`b.active_loans > 0`;
  return sql`b.effective_credit = ${filter}`;
}

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type TBorrowerSummaryRow = {
  id: string;
  idNumber: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  trn: string | null;
  bankAccountNumber: string | null;
  photoUrl: string | null;
  signatureUrl: string | null;
  trnPhotoUrl: string | null;
  staffCreditStatus: string | null;
  derivedCreditStatus: string;
  photoVerified: string;
  trnPhotoVerified: string;
  signatureVerified: string;
  idDocumentVerified: string;
  hasAccount: boolean;
  totalLoans: number;
  activeLoans: number;
  totalBorrowed: string;
  totalRepaid: string;
  lastLoanDate: string | null;
};

/** The summary columns of each borrower row selected, with `extra` columns after them. */
export const summaryOf = (extra?: SQL) => sql`
  select b.id, b.id_number as "idNumber", b.name, b.email, b.phone, b.address, b.trn,
    b.bank_account_number as "bankAccountNumber", b.photo_url as "photoUrl", b.signature_url as "signatureUrl",
    b.trn_photo_url as "trnPhotoUrl", b.credit_status as "staffCreditStatus",
    case when b.defaulted_loans > 0 then 'poor' when b.active_loans > 2 then 'fair' else 'good' end as "derivedCreditStatus",
    b.photo_verified as "photoVerified", b.trn_photo_verified as "trnPhotoVerified",
    b.signature_verified as "signatureVerified", b.id_document_verified as "idDocumentVerified",
    (b.user_id is not null) as "hasAccount", l.total_loans as "totalLoans", b.active_loans as "activeLoans",
    round(l.total_borrowed, 2)::text as "totalBorrowed", round(l.repaid, 2)::text as "totalRepaid",
    ${ISO('l.last_loan_date')} as "lastLoanDate"${extra ? sql`, ${extra}` : sql``}
  from borrowers b ${LOAN_TOTALS}`;
const SUMMARY = summaryOf();

const whereOf = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`` : sql`where ${sql.join(present, sql` and `)}`;
};

/**
 * The ids a search or filter picks. A search first collects every match (materialized): the
 * planner would otherwise walk the name index testing each row, expecting matches spread along it,
 * while a name's matches sit together (a name late in the alphabet cost 95k tests); a filter alone
 * walks its own index (effective_credit, sort_name, id, or the partial index of borrowers with
 * loans in progress).
 */
function matchesOf(input: { search: TListSearch; filter: TBorrowerFilter }): SQL {
  const search = borrowerSearchCondition(input.search);
  const where = whereOf([search, filterCondition(input.filter)]);
  return sql`with m as ${search ? sql`materialized` : sql`not materialized`} (select b.id, b.sort_name as n from borrowers b ${where})`;
}

/**
 * One page in name order: its ids first, read from the (sort_name, id) index alone, so the skipped
 * rows of a far page cost neither aggregates nor heap reads (page 1000 at 100k: 120 ms to 14 ms).
 */
export async function listBorrowerPage(
  db: TExecutor,
  input: { search: TListSearch; filter: TBorrowerFilter; limit: number; offset: number },
): Promise<TBorrowerSummaryRow[]> {
  const result = await db.execute(sql`
    ${matchesOf(input)}, page as (select m.id from m order by m.n, m.id limit ${input.limit} offset ${input.offset})
    ${SUMMARY} where b.id in (select id from page)
    order by b.sort_name, b.id`);
  return rowsOf<TBorrowerSummaryRow>(result);
}

/**
 * A searched page and how many match, in one statement: the matches are collected once for both
 * (all of them: the page in name order needs them), so all are counted; the answer shows at most
 * "1,000+". A page past the end has no row to carry the count, so only then is it counted on its own.
 */
export async function searchBorrowerPage(
  db: TExecutor,
  input: { search: TListSearch; filter: TBorrowerFilter; limit: number; offset: number },
): Promise<{ rows: TBorrowerSummaryRow[]; count: number }> {
  const result = await db.execute(sql`
    ${matchesOf(input)}, page as (select m.id from m order by m.n, m.id limit ${input.limit} offset ${input.offset})
    ${summaryOf(sql`(select count(*) from m)::int as "matchCount"`)} where b.id in (select id from page)
    order by b.sort_name, b.id`);
  const rows = rowsOf<TBorrowerSummaryRow & { matchCount: number }>(result);
  if (rows.length === 0) return { rows: [], count: input.offset === 0 ? 0 : await countBorrowers(db, input) };
  // The rows keep their matchCount: toSummary copies only the summary's fields (no copy of 50 rows here).
  return { rows, count: rows[0]?.matchCount ?? 0 };
}

/** How many borrowers match a search or filter (the unsearched counts come from the memoised stats). */
export async function countBorrowers(db: TExecutor, input: { search: TListSearch; filter: TBorrowerFilter }): Promise<number> {
  const result = await db.execute(sql`${matchesOf(input)} select count(*)::int as n from m`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function findBorrowerSummaries(db: TExecutor, ids: string[]): Promise<TBorrowerSummaryRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`${SUMMARY} where b.id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`);
  return rowsOf<TBorrowerSummaryRow>(result);
}

export type TBorrowerCounts = { total: number; active: number; good: number; fair: number; poor: number };

/**
 * The stat cards and the unsearched filter totals in one pass over the borrower rows alone (their
 * loan standing is kept on the row; callers memoise it by change counter).
 */
export async function readBorrowerCounts(db: TExecutor): Promise<TBorrowerCounts> {
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where b.active_loans > 0)::int as active,
      count(*) filter (where b.effective_credit = 'good')::int as good,
      count(*) filter (where b.effective_credit = 'fair')::int as fair,
      count(*) filter (where b.effective_credit = 'poor')::int as poor
    from borrowers b`);
  return rowsOf<TBorrowerCounts>(result)[0] ?? { total: 0, active: 0, good: 0, fair: 0, poor: 0 };
}
