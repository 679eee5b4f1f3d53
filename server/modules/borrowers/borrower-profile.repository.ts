import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/** Which of these uploads are stored and the borrower's: attached to one of their applications or kept on their record. */
export async function findBorrowerDocumentIds(db: TExecutor, borrowerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    select o.id from objects o left join pawn_loan_applications a on a.id = o.application_id
    where (a.borrower_id = ${borrowerId}::uuid or o.attached_borrower_id = ${borrowerId}::uuid) and o.status = 'stored'
      and o.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id.toLowerCase()));
}
