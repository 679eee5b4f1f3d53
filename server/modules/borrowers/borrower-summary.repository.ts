import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { containsPattern, escapeLike, type TListSearch } from '../../lib/list-search';
import { executeNamed } from './named-statement';

// A run of three letters or digits: a LIKE pattern holding one has a trigram the indexes can look up.
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Whether a search is planned once per connection. Its patterns and its page are then init plans
 * (uncorrelated sub-selects): the planner costs every search of one shape alike, so the named
 * statement moves to its generic plan after five runs and stops planning each search (0.5-1 ms of
 * the database's CPU a search at 100k); that plan is the bitmap scan of the trigram indexes the
 * custom plans chose. Not when a pattern has no trigram ("%a%" is in every row: its custom plan
 * reads the table instead of every index entry), nor with an "@" (the shop's own domain is in
 * every row: a plan made without knowing that reads the whole domain index, 25 ms instead of 1).
 */
function plannedOnce(search: TListSearch): boolean {
  return search.patterns.length > 0 && search.patterns.every((p) => HAS_TRIGRAM.test(p) && !p.includes('@'));
}

/** An expression of the search's text: behind an init plan (computed once a run) when the search is planned once. */
const onceOf = (expression: SQL, once: boolean): SQL => (once ? sql`(select ${expression})` : expression);

/** A value PostgreSQL lower-cases (onceOf). */
const lowerOf = (value: string, once: boolean): SQL => onceOf(sql`lower(${value})`, once);

/**
 * Where an e-mail holds `text` (lower-cased). The e-mail is kept split at its last "@" (migration
 * 0021): without an "@", `text` lies wholly in the part before it or wholly in the domain. With
 * one, its last "@" is either the e-mail's last (the part before ends with what `text` has before
 * its "@", the domain starts with what follows) or an earlier one (all of `text` before the last).
 * With a space, only an e-mail holding a space can hold it: those have an index of their own.
 */
function emailCondition(text: string, once: boolean): SQL {
  const like = lowerOf(containsPattern(text), once);
  if (/\s/.test(text)) return sql`(b.email::text like '% %' and lower(b.email::text) like ${like})`;
  const at = text.lastIndexOf('@');
  if (at < 0) return sql`b.email_local like ${like} or b.email_domain like ${like}`;
  const before = text.slice(0, at);
  const after = text.slice(at + 1);
  const local = before === '' ? undefined : sql`b.email_local like ${lowerOf(`%${escapeLike(before)}`, once)}`;
  const domain = after === '' ? sql`b.email_domain is not null` : sql`b.email_domain like ${lowerOf(`${escapeLike(after)}%`, once)}`;
  return sql`(${local ? sql`${local} and ` : sql``}${domain}) or b.email_local like ${like}`;
}

// The length of a run in name_grams (pawnbook_name_grams, migration 0022).
const GRAM_LENGTH = 4;

/**
 * Where the name holds `text` (case-insensitive). Four characters or more: the rows holding each of
 * its runs of four (the name_grams index), then strpos on those (a literal substring, as LIKE with
 * the wildcards escaped). Shorter: LIKE on the name's trigram index.
 */
function nameCondition(text: string, once: boolean): SQL {
  // Characters as PostgreSQL counts them (code points), so a text shorter than a run never gets
  // the empty set of runs, which every row contains.
  if ([...text].length < GRAM_LENGTH) return sql`b.sort_name like ${lowerOf(containsPattern(text), once)}`;
  return sql`(b.name_grams @> ${onceOf(sql`pawnbook_name_grams(lower(${text}))`, once)} and strpos(b.sort_name, ${lowerOf(text, once)}) > 0)`;
}

/**
 * A case-insensitive substring of the name, the e-mail, the phone or its digits, the ID number, the
 * TRN or its digits: one condition a field, each on its own index (the name's runs of four,
 * migration 0022; trigrams, migration 0021), so a search reads the posting lists of that field only.
 */
export function borrowerSearchCondition(search: TListSearch): SQL | undefined {
  if (search.patterns.length === 0) return undefined;
  const once = plannedOnce(search);
  return sql`(${sql.join(
    search.patterns.map((p) => {
      const like = lowerOf(containsPattern(p), once);
      return sql`${nameCondition(p, once)} or b.search_ids like ${like} or ${emailCondition(p, once)}`;
    }),
    sql` or `,
  )})`;
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
 * The ids a search or filter picks. A search first collects every match (materialized, so the
 * planner takes the trigram indexes rather than walking the name index and testing
 * each row: a name late in the alphabet cost 35k tests); a filter alone walks its own index
 * (effective_credit, sort_name, id, or the partial index of borrowers with loans in progress).
 */
function matchesOf(input: { search: TListSearch; filter: TBorrowerFilter }): SQL {
  const search = borrowerSearchCondition(input.search);
  const where = whereOf([search, filterCondition(input.filter)]);
  return search
    ? sql`with m as materialized (select b.id, b.sort_name as n from borrowers b ${where})`
    : sql`with m as not materialized (select b.id, b.sort_name as n from borrowers b ${where})`;
}

/**
 * The page's ids in name order. The page size and offset of a search planned once are init plans
 * too (a custom plan costed by them would never give way to the generic one); an unsearched page
 * walks its index as far as the limit the planner sees.
 */
function pageOf(input: { search: TListSearch; limit: number; offset: number }): SQL {
  return plannedOnce(input.search)
    ? sql`page as (select m.id from m order by m.n, m.id limit (select ${input.limit}::int) offset (select ${input.offset}::int))`
    : sql`page as (select m.id from m order by m.n, m.id limit ${input.limit} offset ${input.offset})`;
}

/**
 * One page in name order: its ids first, read from the (sort_name, id) index alone, so the skipped
 * rows of a far page cost neither aggregates nor heap reads (page 1000 at 100k: 120 ms to 14 ms).
 */
export async function listBorrowerPage(
  db: TExecutor,
  input: { search: TListSearch; filter: TBorrowerFilter; limit: number; offset: number },
): Promise<TBorrowerSummaryRow[]> {
  const result = await executeNamed(db, sql`
    ${matchesOf(input)}, ${pageOf(input)}
    ${SUMMARY} where b.id in (select id from page)
    order by b.sort_name, b.id`);
  return rowsOf<TBorrowerSummaryRow>(result);
}

/**
 * A searched page and how many match, in one statement: the matches are collected once (the
 * trigram scan is most of a search's cost) for both. A page past the end has no row to carry the
 * count, so only then is it counted on its own.
 */
export async function searchBorrowerPage(
  db: TExecutor,
  input: { search: TListSearch; filter: TBorrowerFilter; limit: number; offset: number },
): Promise<{ rows: TBorrowerSummaryRow[]; total: number }> {
  const result = await executeNamed(db, sql`
    ${matchesOf(input)}, ${pageOf(input)}
    ${summaryOf(sql`(select count(*) from m)::int as "matchCount"`)} where b.id in (select id from page)
    order by b.sort_name, b.id`);
  const rows = rowsOf<TBorrowerSummaryRow & { matchCount: number }>(result);
  if (rows.length === 0) return { rows: [], total: input.offset === 0 ? 0 : await countBorrowers(db, input) };
  // The rows keep their matchCount: toSummary copies only the summary's fields (no copy of 50 rows here).
  return { rows, total: rows[0]?.matchCount ?? 0 };
}

/** How many borrowers match a search or filter (the unsearched counts come from the memoised stats). */
export async function countBorrowers(db: TExecutor, input: { search: TListSearch; filter: TBorrowerFilter }): Promise<number> {
  const result = await executeNamed(db, sql`${matchesOf(input)} select count(*)::int as n from m`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function findBorrowerSummaries(db: TExecutor, ids: string[]): Promise<TBorrowerSummaryRow[]> {
  if (ids.length === 0) return [];
  const result = await executeNamed(db, sql`${SUMMARY} where b.id in (${sql.join(
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
