import { desc, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { applicationStatusTotals, pawnLoanApplications } from '../../db/schema';

export type TApplicationRow = typeof pawnLoanApplications.$inferSelect;

/** The dashboard's summary cards, from the trigger-kept totals per status (a few rows at any size). */
export async function summarizeApplications(db: TExecutor) {
  const t = applicationStatusTotals;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${t.count}), 0)::int`,
      pending: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} in ('submitted', 'reviewed')), 0)::int`,
      approved: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'approved'), 0)::int`,
      rejected: sql<number>`coalesce(sum(${t.count}) filter (where ${t.status} = 'rejected'), 0)::int`,
      value: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.status} = 'approved'), 0)::numeric(14,2)::text`,
    })
    .from(t);
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
