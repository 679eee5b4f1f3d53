import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { quoteIdent, type TBackupCatalog } from './backup-tables';

const EARLIER = 'restore_earlier_audit';

/**
 * Audit entries are never removed (Activity says so), also not by a restore. Before the restore
 * empties the tables, this transaction's copy of the audit log is set aside (dropped at its end).
 */
export async function setAuditLogAside(tx: TExecutor): Promise<void> {
  await tx.execute(sql.raw(`create temp table ${EARLIER} on commit drop as select * from audit_log`));
}

/**
 * Puts back every entry set aside that the backup does not hold (the same id and time): those made
 * after the backup, and those of a machine it is restored onto. They follow the backup's entries
 * in their own order, numbered on from them (so on the machine that made the backup they mostly
 * keep their ids). Runs after the id sequences are reset. Answers how many were kept.
 */
export async function putBackLaterAuditEntries(tx: TExecutor, catalog: TBackupCatalog): Promise<number> {
  const table = catalog.byName.get('audit_log');
  if (!table) return 0;
  const columns = table.columns
    .filter((c) => !c.generated && c.name !== 'id')
    .map((c) => quoteIdent(c.name))
    .join(', ');
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql.raw(`
        with kept as (
          insert into audit_log (${columns})
          select ${columns} from ${EARLIER} e
          where not exists (select 1 from audit_log a where a.id = e.id and a.created_at = e.created_at)
          order by e.id
          returning 1)
        select count(*)::int as n from kept`),
    ),
  );
  return row?.n ?? 0;
}
