import { BORROWER_MESSAGES as M, type TBorrowerExport } from '@common/contracts/borrowers';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type TAuditActor } from '../audit';
import { readBorrowerExport } from './borrower-export.repository';
import { BORROWER_ENTITY } from './borrowers-edit.service';
import { resolveBorrowerId } from './borrowers-read.service';

/**
 * GET /api/admin/borrowers/{id}/export: the right of access, as one JSON file. Read and audited
 * in one transaction: an export that is not in the audit log did not happen.
 */
export async function exportBorrower(db: TDb, input: { key: string; actor: TAuditActor }): Promise<{ fileName: string; body: TBorrowerExport }> {
  const id = await resolveBorrowerId(db, input.key);
  const body = await db.transaction(async (tx) => {
    const rows = await readBorrowerExport(tx, id);
    if (!rows.borrower) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, input.actor, { action: 'borrower.export', entity: BORROWER_ENTITY, entityId: id });
    return {
      format: 'pawnbook-borrower-export/1' as const,
      exportedAt: new Date().toISOString(),
      exportedBy: input.actor.user.email,
      ...rows,
      borrower: rows.borrower,
    };
  });
  return { fileName: `borrower-${id}.json`, body };
}
