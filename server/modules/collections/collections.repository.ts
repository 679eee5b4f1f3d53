import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKET_LIMITS, OPEN_COLLECTION_STATUSES, PRIORITY_LIMITS, type TCollectionListFilter } from '@common/contracts/collections';
import { rowsOf, type TExecutor } from '../../db/client';
import type { TListSearch } from '../../lib/list-search';
import { loanSearchCondition, overdueLoansQuery } from '../loans';

// SQL of the collection cases. The loan's row is joined unaliased (pawn_loan_applications) because
// the loans module's search condition names its columns that way.

const OPEN = sql.raw(`(${OPEN_COLLECTION_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Days past due: counted from the oldest unpaid due date while the case is open; as stored once it closed. */
const daysPastDue = (today: string) =>
  sql`(case when r.collection_status in ${OPEN} and r.oldest_due_date is not null then greatest(${today}::date - r.oldest_due_date, 0) else r.days_past_due end)`;

/** The priority rule of common/contracts/collections.ts (priorityForDays) as SQL over a days expression. */
function priorityOfDays(days: SQL): SQL {
  const whens = PRIORITY_LIMITS.map(([upTo, priority]) => sql` when ${days} <= ${sql.raw(String(upTo))} then '${sql.raw(priority)}'`);
  return sql`(case${sql.join(whens, sql``)} else 'urgent' end)`;
}

/** The aging bucket rule (agingBucketOf) as SQL. */
function bucketOfDays(days: SQL): SQL {
  const whens = AGING_BUCKET_LIMITS.map(([upTo, bucket]) => sql` when ${days} <= ${sql.raw(String(upTo))} then '${sql.raw(bucket)}'`);
  return sql`(case when ${days} < 1 then null${sql.join(whens, sql``)} else '90+' end)`;
}

/**
 * A promise's state on a day: kept when completed payments recorded since it was made, dated (in
 * Jamaica) on or before its date, reach its amount; broken once its date has passed without that;
 * pending before. Needs alias r.
 */
const promiseState = (today: string) => sql`(case
  when r.promised_amount is null then null
  when coalesce((
    select sum(q.payment_amount) from payments q
    where q.loan_application_id = r.loan_application_id and q.status = 'completed'
      and q.created_at >= r.promise_made_at
      and (q.payment_date at time zone 'America/Jamaica')::date <= r.promised_date
  ), 0) >= r.promised_amount then 'kept'
  when ${today}::date > r.promised_date then 'broken'
  else 'pending' end)`;

export type TCaseRow = {
  id: string;
  loanApplicationId: string;
  applicationNumber: string;
  loanStatus: string;
  borrowerName: string;
  borrowerEmail: string;
  borrowerPhone: string;
  outstandingAmount: string;
  amountDue: string;
  daysPastDue: number;
  agingBucket: string | null;
  priority: string;
  collectionStatus: string;
  lastContactDate: string | null;
  contactMethod: string | null;
  nextFollowUpDate: string | null;
  collectorId: string | null;
  collectorName: string | null;
  promisedAmount: string | null;
  promisedDate: string | null;
  promiseState: string | null;
  flaggedContacts: number;
  resolutionDate: string | null;
  resolutionNotes: string | null;
  contactNotes: string | null;
  createdAt: string;
};

const caseColumns = (today: string) => sql`
  r.id, r.loan_application_id as "loanApplicationId", pawn_loan_applications.application_number as "applicationNumber",
  pawn_loan_applications.status as "loanStatus", pawn_loan_applications.borrower_name as "borrowerName",
  pawn_loan_applications.borrower_email as "borrowerEmail", pawn_loan_applications.borrower_phone as "borrowerPhone",
  r.outstanding_amount::text as "outstandingAmount", r.amount_due::text as "amountDue",
  ${daysPastDue(today)}::int as "daysPastDue", ${bucketOfDays(daysPastDue(today))} as "agingBucket",
  r.priority, r.collection_status as "collectionStatus", r.last_contact_date::text as "lastContactDate",
  r.contact_method as "contactMethod", r.next_follow_up_date::text as "nextFollowUpDate",
  r.assigned_collector_id as "collectorId",
  coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as "collectorName",
  r.promised_amount::text as "promisedAmount", r.promised_date::text as "promisedDate", ${promiseState(today)} as "promiseState",
  (select count(*) from debt_collection_contacts k where k.record_id = r.id and k.flag_reason is not null)::int as "flaggedContacts",
  r.resolution_date::text as "resolutionDate", r.resolution_notes as "resolutionNotes", r.contact_notes as "contactNotes",
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

const caseJoins = sql`
  from debt_collection_records r
  join pawn_loan_applications on pawn_loan_applications.id = r.loan_application_id
  left join users u on u.id = r.assigned_collector_id`;

export type TCaseFilter = { status: TCollectionListFilter; priority: string; search: TListSearch; today: string };

function filterOf(filter: TCaseFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status === 'follow_up_due') parts.push(sql`r.collection_status in ${OPEN} and r.next_follow_up_date <= ${filter.today}::date`);
  else if (filter.status !== 'all') parts.push(sql`r.collection_status = ${filter.status}`);
  if (filter.priority) parts.push(sql`r.priority = ${filter.priority}`);
  const search = loanSearchCondition(filter.search);
  if (search) parts.push(search);
  return sql.join(parts, sql` and `);
}

/** Find-overdue and the daily refresh run one at a time across requests and instances (they write many cases). */
export async function lockCollectionsRun(tx: TExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pawnbook.collections.run'))`);
}

const MOST_OVERDUE_FIRST = sql.raw('order by r.oldest_due_date asc nulls last, r.id');

/** One page of cases, the most days overdue first (the oldest unpaid due date), then by id. */
export async function listCasePage(db: TExecutor, filter: TCaseFilter, page: { limit: number; offset: number }): Promise<TCaseRow[]> {
  const result = await db.execute(sql`
    select ${caseColumns(filter.today)} ${caseJoins}
    where ${filterOf(filter)}
    ${MOST_OVERDUE_FIRST}
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TCaseRow>(result);
}

/**
 * A searched page and how many cases match, in one statement: the matches are collected once for
 * both (materialized) and the page is sorted from them. A case search finds its loans first, so all
 * of its cases are counted; the answer shows at most "1,000+". A page past the end has no row to
 * carry the count: it is counted on its own.
 */
export async function searchCasePage(db: TExecutor, filter: TCaseFilter, page: { limit: number; offset: number }): Promise<{ rows: TCaseRow[]; count: number }> {
  const result = await db.execute(sql`
    with m as materialized (
      select r.id, r.oldest_due_date from debt_collection_records r
      join pawn_loan_applications on pawn_loan_applications.id = r.loan_application_id
      where ${filterOf(filter)}),
    page as (select m.id from m order by m.oldest_due_date asc nulls last, m.id limit ${page.limit} offset ${page.offset})
    select ${caseColumns(filter.today)}, (select count(*) from m)::int as "matchCount" ${caseJoins}
    where r.id in (select id from page)
    ${MOST_OVERDUE_FIRST}`);
  const rows = rowsOf<TCaseRow & { matchCount: number }>(result);
  return { rows, count: rows[0]?.matchCount ?? (page.offset === 0 ? 0 : await countCases(db, filter)) };
}

export async function countCases(db: TExecutor, filter: TCaseFilter): Promise<number> {
  const needsLoan = filter.search.patterns.length > 0 || filter.search.amount !== null;
  const result = await db.execute(sql`
    select count(*)::int as n from debt_collection_records r
    ${needsLoan ? sql`join pawn_loan_applications on pawn_loan_applications.id = r.loan_application_id` : sql``}
    where ${filterOf(filter)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function findCase(db: TExecutor, id: string, today: string): Promise<TCaseRow | null> {
  const result = await db.execute(sql`select ${caseColumns(today)} ${caseJoins} where r.id = ${id}::uuid`);
  const [row] = rowsOf<TCaseRow>(result);
  return row ?? null;
}

export type TLockedCase = {
  id: string;
  loanApplicationId: string;
  collectionStatus: string;
  priority: string;
  nextFollowUpDate: string | null;
  assignedCollectorId: string | null;
  resolutionNotes: string | null;
  lastContactDate: string | null;
};

/** The case row, locked until the transaction ends. */
export async function lockCase(db: TExecutor, id: string): Promise<TLockedCase | null> {
  const result = await db.execute(sql`
    select id, loan_application_id as "loanApplicationId", collection_status as "collectionStatus", priority,
      next_follow_up_date::text as "nextFollowUpDate", assigned_collector_id as "assignedCollectorId",
      resolution_notes as "resolutionNotes", last_contact_date::text as "lastContactDate"
    from debt_collection_records where id = ${id}::uuid for update`);
  return rowsOf<TLockedCase>(result)[0] ?? null;
}

/** The open case of a loan, locked, or null. */
export async function lockOpenCaseOfLoan(db: TExecutor, loanId: string): Promise<TLockedCase | null> {
  const result = await db.execute(sql`
    select id from debt_collection_records where loan_application_id = ${loanId}::uuid and collection_status in ${OPEN} for update`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? lockCase(db, row.id) : null;
}

/**
 * Opens a case for every overdue loan without an open one, in one statement. The partial unique
 * index on open cases makes a concurrent run (another request, another instance) skip the loans
 * it got to first. Answers the new cases and how many overdue loans already had one.
 */
export async function insertCasesForOverdueLoans(db: TExecutor, today: string): Promise<{ created: { id: string; loanApplicationId: string }[]; overdue: number }> {
  const days = sql`(${today}::date - o.oldest_due_date)`;
  const result = await db.execute(sql`
    with o as (${overdueLoansQuery(today)}),
    ins as (
      insert into debt_collection_records (loan_application_id, outstanding_amount, amount_due, oldest_due_date, days_past_due, priority)
      select o.application_id, o.outstanding, o.amount_due, o.oldest_due_date, ${days}, ${priorityOfDays(days)}
      from o
      on conflict (loan_application_id) where collection_status in ${OPEN} do nothing
      returning id, loan_application_id
    )
    select coalesce((select json_agg(json_build_object('id', id, 'loanApplicationId', loan_application_id)) from ins), '[]') as created,
      (select count(*) from o)::int as overdue`);
  const row = rowsOf<{ created: { id: string; loanApplicationId: string }[] | string; overdue: number }>(result)[0];
  const created = typeof row?.created === 'string' ? (JSON.parse(row.created) as { id: string; loanApplicationId: string }[]) : (row?.created ?? []);
  return { created, overdue: row?.overdue ?? 0 };
}

/**
 * Brings every open case's figures to the ledger's on `today`, in one statement per kind: overdue
 * loans get their outstanding, amount due, oldest due date, days past due and (unless staff chose
 * it) priority; open cases whose loan is no longer overdue are resolved. Answers the resolved ids.
 */
export async function refreshOpenCases(db: TExecutor, today: string): Promise<{ resolved: { id: string; loanApplicationId: string }[] }> {
  const days = sql`(${today}::date - o.oldest_due_date)`;
  await db.execute(sql`
    with o as (${overdueLoansQuery(today)})
    update debt_collection_records r set
      outstanding_amount = o.outstanding, amount_due = o.amount_due, oldest_due_date = o.oldest_due_date,
      days_past_due = ${days},
      priority = case when r.priority_by_staff then r.priority else ${priorityOfDays(days)} end
    from o
    where r.loan_application_id = o.application_id and r.collection_status in ${OPEN}
      and (r.outstanding_amount, r.amount_due, r.oldest_due_date, r.days_past_due, r.priority)
        is distinct from (o.outstanding, o.amount_due, o.oldest_due_date, ${days},
          case when r.priority_by_staff then r.priority else ${priorityOfDays(days)} end)`);
  const result = await db.execute(sql`
    with o as (${overdueLoansQuery(today)})
    update debt_collection_records r set
      collection_status = 'resolved', resolution_date = ${today}::date, amount_due = 0,
      days_past_due = greatest(coalesce(${today}::date - r.oldest_due_date, 0), 0),
      resolution_notes = coalesce(r.resolution_notes || E'\\n', '') || ${'Paid up to date'}
    where r.collection_status in ${OPEN}
      and not exists (select 1 from o where o.application_id = r.loan_application_id)
    returning r.id, r.loan_application_id as "loanApplicationId"`);
  return { resolved: rowsOf<{ id: string; loanApplicationId: string }>(result) };
}

export type TCaseFigures = { outstandingAmount: string; amountDue: string; oldestDueDate: string | null; daysPastDue: number };

/** A new case from the New Collection form (the caller checked the loan is overdue and holds its lock). */
export async function insertCase(
  db: TExecutor,
  values: TCaseFigures & {
    loanApplicationId: string;
    priority: string;
    contactMethod: string | null;
    contactNotes: string | null;
    nextFollowUpDate: string | null;
    assignedCollectorId: string | null;
  },
): Promise<string | null> {
  const result = await db.execute(sql`
    insert into debt_collection_records (loan_application_id, outstanding_amount, amount_due, oldest_due_date, days_past_due,
      priority, priority_by_staff, contact_method, contact_notes, next_follow_up_date, assigned_collector_id)
    values (${values.loanApplicationId}::uuid, ${values.outstandingAmount}, ${values.amountDue}, ${values.oldestDueDate}::date,
      ${values.daysPastDue}, ${values.priority}, true, ${values.contactMethod}, ${values.contactNotes}, ${values.nextFollowUpDate}::date,
      ${values.assignedCollectorId}::uuid)
    on conflict (loan_application_id) where collection_status in ${OPEN} do nothing
    returning id`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/** The figures of one case from its loan's standing, read under the loan's lock. */
export async function setCaseFigures(db: TExecutor, id: string, figures: TCaseFigures, derivePriority: SQL | null = null): Promise<void> {
  await db.execute(sql`
    update debt_collection_records set outstanding_amount = ${figures.outstandingAmount}, amount_due = ${figures.amountDue},
      oldest_due_date = ${figures.oldestDueDate}::date, days_past_due = ${figures.daysPastDue}
      ${derivePriority ? sql`, priority = case when priority_by_staff then priority else ${derivePriority} end` : sql``}
    where id = ${id}::uuid`);
}

export const priorityOfDaysValue = (days: number): SQL => priorityOfDays(sql`${days}::int`);

export type TCaseChanges = Partial<{
  priority: string;
  priorityByStaff: boolean;
  collectionStatus: string;
  nextFollowUpDate: string | null;
  assignedCollectorId: string | null;
  resolutionDate: string | null;
  resolutionNotes: string | null;
  lastContactDate: string;
  contactMethod: string;
  contactNotes: string | null;
  promisedAmount: string;
  promisedDate: string;
  promiseMadeAt: Date;
  amountDue: string;
}>;

const COLUMN: Record<keyof TCaseChanges, { name: string; cast: string }> = {
  priority: { name: 'priority', cast: '' },
  priorityByStaff: { name: 'priority_by_staff', cast: '::boolean' },
  collectionStatus: { name: 'collection_status', cast: '' },
  nextFollowUpDate: { name: 'next_follow_up_date', cast: '::date' },
  assignedCollectorId: { name: 'assigned_collector_id', cast: '::uuid' },
  resolutionDate: { name: 'resolution_date', cast: '::date' },
  resolutionNotes: { name: 'resolution_notes', cast: '' },
  lastContactDate: { name: 'last_contact_date', cast: '::date' },
  contactMethod: { name: 'contact_method', cast: '' },
  contactNotes: { name: 'contact_notes', cast: '' },
  promisedAmount: { name: 'promised_amount', cast: '::numeric' },
  promisedDate: { name: 'promised_date', cast: '::date' },
  promiseMadeAt: { name: 'promise_made_at', cast: '::timestamptz' },
  amountDue: { name: 'amount_due', cast: '::numeric' },
};

export async function updateCase(db: TExecutor, id: string, changes: TCaseChanges): Promise<void> {
  const sets = (Object.keys(changes) as (keyof TCaseChanges)[]).map((key) => {
    const column = COLUMN[key];
    const value = changes[key];
    return sql`${sql.raw(column.name)} = ${value instanceof Date ? value.toISOString() : (value ?? null)}${sql.raw(column.cast)}`;
  });
  if (sets.length === 0) return;
  await db.execute(sql`update debt_collection_records set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}::uuid`);
}

export type TStatisticsRow = {
  overdueLoans: number;
  amountDue: string;
  inProgress: number;
  resolved: number;
  atRisk30: string;
  defaultedOutstanding: string;
  portfolioPending: string;
  promisesKept: number;
  promisesBroken: number;
  buckets: { bucket: string; loans: number; amount: string }[] | string;
};

/**
 * The tab's figures in one statement: counts and sums over the cases (open ones for what is due),
 * the outstanding of open loans from the payment totals row (approved and active) plus the
 * defaulted loans under an open case, and the promises' states.
 */
export async function readStatistics(db: TExecutor, today: string): Promise<TStatisticsRow> {
  const days = daysPastDue(today);
  const result = await db.execute(sql`
    with c as (
      select r.collection_status, r.amount_due, r.outstanding_amount, ${days} as days, ${bucketOfDays(days)} as bucket,
        ${promiseState(today)} as promise, a.status as loan_status
      from debt_collection_records r join pawn_loan_applications a on a.id = r.loan_application_id
    ),
    open as (select * from c where c.collection_status in ${OPEN} and c.amount_due > 0)
    select
      (select count(*) from open)::int as "overdueLoans",
      (select coalesce(sum(amount_due), 0) from open)::text as "amountDue",
      (select count(*) from c where collection_status = 'in_progress')::int as "inProgress",
      (select count(*) from c where collection_status = 'resolved')::int as "resolved",
      (select coalesce(sum(outstanding_amount), 0) from open where days > 30)::text as "atRisk30",
      (select coalesce(sum(outstanding_amount), 0) from open where loan_status = 'defaulted')::text as "defaultedOutstanding",
      coalesce((select amount from payment_totals where name = 'pending'), 0)::text as "portfolioPending",
      (select count(*) from c where promise = 'kept')::int as "promisesKept",
      (select count(*) from c where promise = 'broken')::int as "promisesBroken",
      coalesce((select json_agg(json_build_object('bucket', bucket, 'loans', loans, 'amount', amount)) from (
        select bucket, count(*)::int as loans, sum(amount_due)::text as amount from open where bucket is not null group by bucket
      ) b), '[]') as buckets`);
  const row = rowsOf<TStatisticsRow>(result)[0];
  if (!row) throw new Error('statistics query returned no row');
  return row;
}

/** Overdue loans without an open case, for the New Collection picker (most overdue first). */
export async function listOverdueLoansWithoutCase(
  db: TExecutor,
  today: string,
  search: TListSearch,
  limit: number,
): Promise<{ loanApplicationId: string; applicationNumber: string; borrowerName: string; outstandingAmount: string; amountDue: string; daysPastDue: number }[]> {
  const condition = loanSearchCondition(search);
  const result = await db.execute(sql`
    with o as (${overdueLoansQuery(today)})
    select o.application_id as "loanApplicationId", pawn_loan_applications.application_number as "applicationNumber",
      pawn_loan_applications.borrower_name as "borrowerName", o.outstanding::text as "outstandingAmount",
      o.amount_due::text as "amountDue", (${today}::date - o.oldest_due_date)::int as "daysPastDue"
    from o join pawn_loan_applications on pawn_loan_applications.id = o.application_id
    where not exists (select 1 from debt_collection_records r where r.loan_application_id = o.application_id and r.collection_status in ${OPEN})
      ${condition ? sql`and ${condition}` : sql``}
    order by o.oldest_due_date, pawn_loan_applications.application_number
    limit ${limit}`);
  return rowsOf(result);
}

/** Active staff who may be assigned a case. */
export async function listCollectors(db: TExecutor): Promise<{ id: string; name: string }[]> {
  const result = await db.execute(sql`
    select id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) as name
    from users where is_active and role in ('loan_officer', 'admin', 'super_admin')
    order by lower(coalesce(first_name, email)), lower(coalesce(last_name, '')), id`);
  return rowsOf(result);
}

export async function isActiveStaff(db: TExecutor, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from users where id = ${userId}::uuid and is_active and role in ('loan_officer', 'admin', 'super_admin')`);
  return rowsOf(result).length > 0;
}
