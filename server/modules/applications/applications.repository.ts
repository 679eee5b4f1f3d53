import { desc, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnLoanApplications } from '../../db/schema';

export type TApplicationRow = typeof pawnLoanApplications.$inferSelect;

/** The dashboard's summary cards in one indexed pass. */
export async function summarizeApplications(db: TExecutor) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${pawnLoanApplications.status} in ('submitted', 'reviewed')))::int`,
      approved: sql<number>`(count(*) filter (where ${pawnLoanApplications.status} = 'approved'))::int`,
      rejected: sql<number>`(count(*) filter (where ${pawnLoanApplications.status} = 'rejected'))::int`,
      value: sql<string>`coalesce(sum(${pawnLoanApplications.loanAmount}) filter (where ${pawnLoanApplications.status} = 'approved'), 0)::numeric(14,2)::text`,
    })
    .from(pawnLoanApplications);
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0, value: '0.00' };
}

export async function listApplicationsByBorrowerEmail(db: TExecutor, email: string): Promise<TApplicationRow[]> {
  return db
    .select()
    .from(pawnLoanApplications)
    .where(sql`lower(${pawnLoanApplications.borrowerEmail}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(pawnLoanApplications.createdAt))
    .limit(100);
}
