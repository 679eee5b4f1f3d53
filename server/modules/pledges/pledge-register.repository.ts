import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TPledgeDueFilter, TPledgeRegisterFilter } from '@common/contracts/pledges';
import { rowsOf, type TExecutor } from '../../db/client';
import { loanPayments, pawnItems, pawnLoanApplications, pawnTickets } from '../../db/schema';
import { containsPattern, prefixPattern } from '../../lib/list-search';

const i = pawnItems;
const a = pawnLoanApplications;
const t = pawnTickets;
const lp = loanPayments;

/** Loan statuses in which money is still owed (a loan paid in full is completed by the ledger). */
const OWING = sql`${a.status} in ('approved', 'active', 'defaulted')`;

/** In pawn, past its redeemable-until day, money still owed: the shop may proceed to forfeit it. */
const forfeitable = (today: string): SQL => sql`(${i.status} = 'in_pawn' and ${t.redeemableUntil} < ${today} and ${OWING})`;

/**
 * The register's search box, each field on its own index (migration 0025): ticket and item number by
 * their start (a scanned tag is a whole item number), borrower name, description and serial number
 * anywhere in them.
 */
function searchCondition(patterns: readonly string[]): SQL | undefined {
  const parts = patterns.flatMap((p) => {
    const like = sql`lower(${containsPattern(p)})`;
    const prefix = sql`lower(${prefixPattern(p)})`;
    return [
      sql`lower(${i.itemNumber}) like ${prefix}`,
      sql`lower(${t.ticketNumber}) like ${prefix}`,
      sql`lower(${a.borrowerName}) like ${like}`,
      sql`lower(${i.description}) like ${like}`,
      sql`lower(${i.serialNumber}) like ${like}`,
    ];
  });
  return parts.length > 0 ? or(...parts) : undefined;
}

/**
 * The loan's due day, null before its ticket: on pawn terms the ticket's date + the term it was made
 * on (common/pawn-terms.ts pawnDueDate); on instalment terms its end date, the last instalment's due
 * day (common/loan-ledger.ts endDayOf), else the end date kept on the loan before a schedule exists.
 */
const dueDay = sql`(case
  when ${t.issuedOn} is null then null
  when ${a.loanTerms} = 'pawn' then ${t.issuedOn} + ${a.pawnTermDays}
  else coalesce((select max(${lp.dueDate}) from ${lp} where ${lp.applicationId} = ${a.id}), (${a.endingOn} at time zone 'America/Jamaica')::date)
end)`;

/** A day in the window [from, to], else null (least() passes nulls over). */
const inWindow = (day: SQL, from: string, to: string): SQL => sql`(case when ${day} between ${from}::date and ${to}::date then ${day} end)`;

export type TDueWindow = { due: TPledgeDueFilter; from: string; to: string };

/** The nearer of the due day and redeemable-until in the window: what the call list is sorted by. */
const nearestInWindow = (w: TDueWindow): SQL => sql`least(${inWindow(dueDay, w.from, w.to)}, ${inWindow(sql`${t.redeemableUntil}`, w.from, w.to)})`;

/** Still in pawn (the item and its ticket) with its due day or redeemable-until in the window. */
const dueIn = (w: TDueWindow): SQL => sql`(${i.status} = 'in_pawn' and ${t.status} = 'in_pawn' and ${nearestInWindow(w)} is not null)`;

export type TRegisterQuery = { status: TPledgeRegisterFilter | null; due: TDueWindow | null; patterns: string[]; today: string; limit: number; offset: number };

function whereOf(query: TRegisterQuery): SQL | undefined {
  const status = query.status === null ? undefined : query.status === 'forfeitable' ? forfeitable(query.today) : eq(i.status, query.status);
  return and(status, query.due ? dueIn(query.due) : undefined, searchCondition(query.patterns));
}

const day = (value: SQL) => sql<string | null>`to_char(${value}, 'YYYY-MM-DD')`;

const columns = {
  itemId: i.id,
  itemNumber: i.itemNumber,
  ticketNumber: t.ticketNumber,
  loanId: a.id,
  applicationNumber: a.applicationNumber,
  borrowerName: a.borrowerName,
  borrowerPhone: a.borrowerPhone,
  category: i.category,
  description: i.description,
  serialNumber: i.serialNumber,
  appraisedValue: i.appraisedValue,
  status: i.status,
  storageLocation: i.storageLocation,
  pawnedAt: t.issuedOn,
  dueDate: day(dueDay),
  redeemableUntil: t.redeemableUntil,
};

/** One page of the pledge book, newest item first (the call list: nearest day first), and how many items match. */
export async function listRegister(db: TExecutor, query: TRegisterQuery) {
  const where = whereOf(query);
  const order = query.due ? [asc(nearestInWindow(query.due)), asc(t.ticketNumber), asc(i.itemNumber)] : [desc(i.createdAt), desc(i.itemNumber)];
  const rows = await db
    .select(columns)
    .from(i)
    .innerJoin(a, eq(a.id, i.applicationId))
    .leftJoin(t, eq(t.applicationId, i.applicationId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(i)
    .innerJoin(a, eq(a.id, i.applicationId))
    .leftJoin(t, eq(t.applicationId, i.applicationId))
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export type TRegisterStatsRow = { inPawn: number; inPawnValue: string; onHold: number; redeemed: number; forfeitable: number; sold: number };

/** The figures over the whole book, in one pass. */
export async function readRegisterStats(db: TExecutor, today: string): Promise<TRegisterStatsRow> {
  const result = await db.execute(sql`
    select
      count(*) filter (where ${i.status} = 'in_pawn')::int as "inPawn",
      coalesce(sum(${i.appraisedValue}) filter (where ${i.status} = 'in_pawn'), 0)::numeric(14, 2)::text as "inPawnValue",
      count(*) filter (where ${i.status} = 'police_hold')::int as "onHold",
      count(*) filter (where ${i.status} = 'redeemed')::int as "redeemed",
      count(*) filter (where ${forfeitable(today)})::int as "forfeitable",
      count(*) filter (where ${i.status} = 'sold')::int as "sold"
    from ${i}
    join ${a} on ${a.id} = ${i.applicationId}
    left join ${t} on ${t.applicationId} = ${i.applicationId}`);
  const [row] = rowsOf<TRegisterStatsRow>(result);
  if (!row) throw new Error('register figures returned no row');
  return { ...row, inPawn: Number(row.inPawn), onHold: Number(row.onHold), redeemed: Number(row.redeemed), forfeitable: Number(row.forfeitable), sold: Number(row.sold) };
}
