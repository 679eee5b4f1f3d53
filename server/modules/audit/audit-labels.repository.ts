import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@common/contracts/fields';
import { rowsOf, type TExecutor } from '../../db/client';

// What the Activity view calls a record instead of its id: the application number, the person's
// name (or e-mail), the receipt number. Read from the records as they are now, one query per kind
// of record on the page, by primary key; a deleted record has no row and keeps its id.

const LABEL_QUERIES: Record<string, (ids: SQL) => SQL> = {
  application: (ids) => sql`select id::text as id, application_number as label from pawn_loan_applications where id = any(${ids})`,
  payment: (ids) => sql`select id::text as id, receipt_number as label from payments where id = any(${ids})`,
  user: (ids) => sql`
    select id::text as id,
      coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), '') || ' (' || email || ')', email) as label
    from users where id = any(${ids})`,
  borrower: (ids) => sql`select id::text as id, name || ' (' || email || ')' as label from borrowers where id = any(${ids})`,
  collection: (ids) => sql`
    select c.id::text as id, 'Case for ' || a.application_number as label
    from debt_collection_records c join pawn_loan_applications a on a.id = c.loan_application_id
    where c.id = any(${ids})`,
};

/** Labels by "entity:id" for the records a page of audit rows names, where the record still exists. */
export async function readEntityLabels(db: TExecutor, refs: { entity: string; entityId: string | null }[]): Promise<Map<string, string>> {
  const byEntity = new Map<string, Set<string>>();
  for (const { entity, entityId } of refs) {
    if (!entityId || !isUuid(entityId) || !(entity in LABEL_QUERIES)) continue;
    const set = byEntity.get(entity) ?? new Set<string>();
    set.add(entityId.toLowerCase());
    byEntity.set(entity, set);
  }
  const labels = new Map<string, string>();
  for (const [entity, ids] of byEntity) {
    const query = LABEL_QUERIES[entity];
    if (!query) continue;
    const array = sql`${`{${[...ids].join(',')}}`}::uuid[]`;
    for (const row of rowsOf<{ id: string; label: string | null }>(await db.execute(query(array)))) {
      if (row.label) labels.set(`${entity}:${row.id}`, row.label);
    }
  }
  return labels;
}
