import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

/** The borrower's applications, locked so no status change or payment lands while they are removed. */
export async function lockBorrowerApplications(db: TExecutor, borrowerId: string): Promise<{ id: string; status: string }[]> {
  const result = await db.execute(sql`
    select id, status from pawn_loan_applications where borrower_id = ${borrowerId}::uuid order by id for update`);
  return rowsOf<{ id: string; status: string }>(result);
}

/** The uploads attached to those applications, kept on the record, or named by it, locked. */
export async function lockBorrowerObjects(db: TExecutor, borrowerId: string, applicationIds: string[], objectIds: string[]): Promise<{ id: string; key: string }[]> {
  const list = (ids: string[]) => (ids.length === 0 ? sql`null` : sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `));
  const result = await db.execute(sql`
    select id, key from objects
    where application_id in (${list(applicationIds)}) or id in (${list(objectIds)}) or attached_borrower_id = ${borrowerId}::uuid
    order by id for update`);
  return rowsOf<{ id: string; key: string }>(result);
}

/**
 * Everything held on the person, in the order the foreign keys allow: their payments (RESTRICT on
 * the application), upload rows, applications (status history, schedule and collection records go
 * with them, ON DELETE CASCADE), then the record. Answers how many payments went.
 */
export async function deleteBorrowerRows(db: TExecutor, input: { borrowerId: string; applicationIds: string[]; objectIds: string[] }): Promise<number> {
  const ids = (list: string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);
  let payments = 0;
  if (input.objectIds.length > 0) await db.execute(sql`delete from objects where id in (${ids(input.objectIds)})`);
  if (input.applicationIds.length > 0) {
    const removed = await db.execute(sql`delete from payments where loan_application_id in (${ids(input.applicationIds)}) returning id`);
    payments = rowsOf(removed).length;
    await db.execute(sql`delete from pawn_loan_applications where id in (${ids(input.applicationIds)})`);
  }
  await db.execute(sql`delete from borrowers where id = ${input.borrowerId}::uuid`);
  return payments;
}
