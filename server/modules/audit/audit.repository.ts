import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsPattern } from '../../lib/list-search';

export type TNewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: TExecutor, entry: TNewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export type TAuditEntryRow = typeof auditLog.$inferSelect;

/** Filters of the Activity view; days are Jamaica calendar days (YYYY-MM-DD), both inclusive. */
export type TAuditFilter = {
  action: string | null;
  entity: string | null;
  entityId: string | null;
  userEmailPart: string | null;
  fromDay: string | null;
  toDay: string | null;
};


// Midnight in Jamaica of a calendar day, as an instant (Jamaica has no daylight saving, but the
// database's zone rules are used rather than a fixed offset).
const jamaicaMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Jamaica')`;

function conditionsOf(filter: TAuditFilter): SQL | undefined {
  return and(
    filter.action === null ? undefined : eq(auditLog.action, filter.action),
    filter.entity === null ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === null ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.userEmailPart === null ? undefined : ilike(auditLog.userEmail, containsPattern(filter.userEmailPart)),
    filter.fromDay === null ? undefined : gte(auditLog.createdAt, jamaicaMidnight(filter.fromDay)),
    filter.toDay === null ? undefined : lt(auditLog.createdAt, jamaicaMidnight(filter.toDay, 1)),
  );
}

/** One page, newest first (the id breaks ties), and how many rows match in all. */
export async function listAuditEntries(
  db: TExecutor,
  filter: TAuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TAuditEntryRow[]; total: number }> {
  const where = conditionsOf(filter);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  if (page.offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

/**
 * The distinct values of an indexed column, by skipping from one value to the next through the
 * index (a handful of index probes), instead of reading every audit row as DISTINCT would.
 */
async function distinctIndexed(db: TExecutor, column: 'action' | 'entity'): Promise<string[]> {
  const c = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive found(value) as (
      (select ${c} from audit_log order by ${c} limit 1)
      union all
      select (select ${c} from audit_log where ${c} > found.value order by ${c} limit 1)
      from found
      where found.value is not null
    )
    select value from found where value is not null
  `);
  return rowsOf<{ value: string }>(result).map((r) => r.value);
}

export const listAuditActions = (db: TExecutor) => distinctIndexed(db, 'action');
export const listAuditEntities = (db: TExecutor) => distinctIndexed(db, 'entity');

/**
 * The entries about one record of one action, oldest first (the entity index): for a rule that
 * reads back decisions staff recorded, such as the borrower changes an application proposed.
 */
export async function listEntityAudit(db: TExecutor, about: { entity: string; entityId: string; action: string }): Promise<TAuditEntryRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, about.entity), eq(auditLog.entityId, about.entityId), eq(auditLog.action, about.action)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
