import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, pawnLoanApplications } from '../../db/schema';
import { containsPattern, digitsOf, isDigits, mayBeInEmail, prefixPattern, type TListSearch } from '../../lib/list-search';

const t = pawnLoanApplications;

/** A pawn loan application as stored: from submission to a loan that is repaid, written off or refused. */
export type TPawnLoanRow = typeof pawnLoanApplications.$inferSelect;

/**
 * The one ownership rule (DESIGN decisions 16 and 18): a loan is a signed-in user's when its borrower
 * record is linked to their account by id and the application itself is linked to the account (a
 * guest's application naming someone's e-mail and ID number is not theirs until staff say so).
 * Never by matching e-mail text. `borrowerId` and `accountLinked` are the loan's columns (or aliased
 * ones in raw SQL, e.g. sql.raw('a.borrower_id') and sql.raw('a.account_linked')).
 */
export function ownedByUser(
  userId: string,
  borrowerId: SQL | typeof t.borrowerId = t.borrowerId,
  accountLinked: SQL | typeof t.accountLinked = t.accountLinked,
): SQL {
  return sql`(${accountLinked} and ${borrowerId} in (select b.id from borrowers b where b.user_id = ${userId}))`;
}

/**
 * Loans matching a staff search box, each field on its own index (migration 0023): the number by
 * its start ("PL-2020-0001"), the name and e-mail by any part, the phone by its digits; or the exact
 * loan amount the text reads as. A field is asked only for a text it can hold, so no index is read
 * for nothing ("  c" of " campbell" is a trigram of every ".com" e-mail).
 */
export function loanSearchCondition(search: TListSearch): SQL | undefined {
  const parts = search.patterns.flatMap((p) => {
    const like = sql`lower(${containsPattern(p)})`;
    return [
      sql`lower(${t.applicationNumber}) like lower(${prefixPattern(p)})`,
      sql`lower(${t.borrowerName}) like ${like}`,
      ...(mayBeInEmail(p) ? [sql`lower(${t.borrowerEmail}) like ${like}`] : []),
      ...(isDigits(p) ? [sql`${digitsOf(t.borrowerPhone)} like ${containsPattern(p)}`] : []),
    ];
  });
  if (search.amount !== null) parts.push(eq(t.loanAmount, search.amount));
  return parts.length > 0 ? or(...parts) : undefined;
}

export type TStatusHistoryRow = typeof applicationStatusHistory.$inferSelect;
export async function findApplicationById(db: TExecutor, id: string): Promise<TPawnLoanRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** Reads the application and holds its row until the transaction ends, so two edits queue. */
export async function lockApplication(db: TExecutor, id: string): Promise<TPawnLoanRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row ?? null;
}

export async function listStatusHistory(db: TExecutor, applicationId: string): Promise<TStatusHistoryRow[]> {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
}

/**
 * Moves the status only if it is still the one the caller decided from: a change made in between
 * by someone else leaves 0 rows updated (null) instead of being overwritten. A move made by the
 * ledger (first payment, paid in full) leaves the reviewer and review notes as they were.
 */
export async function updateStatusIfCurrent(
  db: TExecutor,
  id: string,
  expected: string,
  change: Pick<Partial<typeof t.$inferInsert>, 'reviewedBy' | 'reviewNotes' | 'startDate' | 'startDateReason' | 'disbursementMethod' | 'disbursedAt' | 'disbursedByUserId'> & { status: string },
): Promise<TPawnLoanRow | null> {
  const [row] = await db
    .update(t)
    .set(change)
    .where(and(eq(t.id, id), eq(t.status, expected)))
    .returning();
  return row ?? null;
}

export async function insertStatusChange(
  db: TExecutor,
  row: { applicationId: string; fromStatus: string; toStatus: string; changedByUserId: string; changedByName: string; notes: string | null },
): Promise<void> {
  await db.insert(applicationStatusHistory).values(row);
}

/** The loan that renewed this one, if any (a loan is renewed at most once: unique index). */
export async function findRenewalOf(db: TExecutor, applicationId: string): Promise<Pick<TPawnLoanRow, 'id' | 'applicationNumber'> | null> {
  const [row] = await db
    .select({ id: pawnLoanApplications.id, applicationNumber: pawnLoanApplications.applicationNumber })
    .from(pawnLoanApplications)
    .where(eq(pawnLoanApplications.renewedFromApplicationId, applicationId))
    .limit(1);
  return row ?? null;
}
