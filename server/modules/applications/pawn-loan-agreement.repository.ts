import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnLoanApplications } from '../../db/schema';
import { ownedByUser, type TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;

/** Who asks for an agreement: staff see every one; others only their own (by account or by the browser that submitted it). */
export type TAgreementReader = { staff: boolean; userId: string | null; visitorId: string | null };

/**
 * The application with this number if the reader may see its agreement, else null: staff; the
 * borrower whose record is linked to their account (by id); or the browser (visitor cookie) or
 * account whose uploads the application was submitted with.
 */
export async function findReadableApplication(db: TExecutor, applicationNumber: string, reader: TAgreementReader): Promise<TPawnLoanRow | null> {
  const submittedBy = (column: SQL) => sql`exists (select 1 from objects o where o.application_id = ${t.id} and ${column})`;
  const allowed: SQL[] = [];
  if (reader.userId) allowed.push(ownedByUser(reader.userId), submittedBy(sql`o.owner_user_id = ${reader.userId}`));
  if (reader.visitorId) allowed.push(submittedBy(sql`o.visitor_id = ${reader.visitorId}`));
  if (!reader.staff && allowed.length === 0) return null;
  const access = reader.staff ? undefined : or(...allowed);
  const [row] = await db.select().from(t).where(and(eq(t.applicationNumber, applicationNumber), access)).limit(1);
  return row ?? null;
}
