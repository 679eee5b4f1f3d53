import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TStoredGuarantorConsent } from '@common/contracts/guarantees';
import type { TExecutor } from '../../db/client';
import { borrowers, guarantorConsents, guarantorInvitations, pawnLoanApplications } from '../../db/schema';
import type { TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;
const inv = guarantorInvitations;

export type TInvitationRow = typeof guarantorInvitations.$inferSelect;
export type TConsentRow = typeof guarantorConsents.$inferSelect;
export type TNewConsent = typeof guarantorConsents.$inferInsert;

/** Every open link of the application stops working (a newer invitation replaces them). */
export async function revokeOpenInvitations(db: TExecutor, applicationId: string): Promise<void> {
  await db
    .update(inv)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(inv.applicationId, applicationId), isNull(inv.usedAt), isNull(inv.revokedAt)));
}

export async function insertInvitation(
  db: TExecutor,
  values: { tokenHash: string; applicationId: string; sentTo: string; expiresAt: Date; createdByUserId: string },
): Promise<void> {
  await db.insert(inv).values(values);
}

/** The link and the application it is for, whatever its state (the caller tells revoked, used and expired apart). */
export async function findInvitation(db: TExecutor, tokenHash: string): Promise<{ invitation: TInvitationRow; loan: TPawnLoanRow } | null> {
  const [row] = await db.select({ invitation: inv, loan: t }).from(inv).innerJoin(t, eq(t.id, inv.applicationId)).where(eq(inv.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Uses up a link in one statement: only an open one (not used, not revoked, not expired) is marked,
 * so two answers with the same link cannot both count. Answers the application id, or null.
 */
export async function spendInvitation(db: TExecutor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(inv)
    .set({ usedAt: sql`now()` })
    .where(and(eq(inv.tokenHash, tokenHash), isNull(inv.usedAt), isNull(inv.revokedAt), gt(inv.expiresAt, sql`now()`)))
    .returning({ applicationId: inv.applicationId });
  return row?.applicationId ?? null;
}

/** Sets where the consent stands, only while the application is still in one of `statuses`; answers the row or null. */
export async function setConsentState(
  db: TExecutor,
  applicationId: string,
  change: { guarantorConsent: TStoredGuarantorConsent; guarantorInviteExpiresAt?: Date | null; guarantorEmail?: string },
  statuses: readonly string[],
): Promise<TPawnLoanRow | null> {
  const [row] = await db
    .update(t)
    .set({ ...change, guarantorConsentAt: new Date() })
    .where(and(eq(t.id, applicationId), inArray(t.status, [...statuses])))
    .returning();
  return row ?? null;
}

export async function updateGuarantorEmail(db: TExecutor, applicationId: string, guarantorEmail: string): Promise<TPawnLoanRow> {
  const [row] = await db.update(t).set({ guarantorEmail }).where(eq(t.id, applicationId)).returning();
  if (!row) throw new Error(`application ${applicationId} vanished while locked`);
  return row;
}

export async function insertConsent(db: TExecutor, values: TNewConsent): Promise<TConsentRow> {
  const [row] = await db.insert(guarantorConsents).values(values).returning();
  if (!row) throw new Error('consent insert returned no row');
  return row;
}

/** The latest decision on the application (what its guarantee PDF shows), or null. */
export async function findLatestConsent(db: TExecutor, applicationId: string): Promise<TConsentRow | null> {
  const [row] = await db
    .select()
    .from(guarantorConsents)
    .where(eq(guarantorConsents.applicationId, applicationId))
    .orderBy(desc(guarantorConsents.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findApplicationByNumber(db: TExecutor, applicationNumber: string): Promise<TPawnLoanRow | null> {
  const [row] = await db.select().from(t).where(sql`lower(${t.applicationNumber}) = lower(${applicationNumber})`).limit(1);
  return row ?? null;
}

/** The borrower record's TRN (nine digits), null without one; undefined when there is no such record. */
export async function findBorrowerTrn(db: TExecutor, borrowerId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ trn: borrowers.trn }).from(borrowers).where(eq(borrowers.id, borrowerId)).limit(1);
  return row ? row.trn : undefined;
}

/** Applications naming this TRN as their guarantor's, newest first (at most `limit`). */
export async function listLoansGuaranteedBy(db: TExecutor, trn: string, limit: number): Promise<TPawnLoanRow[]> {
  return db.select().from(t).where(eq(t.guarantorTRN, trn)).orderBy(desc(t.createdAt)).limit(limit);
}
