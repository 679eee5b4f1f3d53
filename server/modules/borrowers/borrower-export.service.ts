import { BORROWER_MESSAGES as M, type TBorrowerExport, type TBorrowerExportFormat } from '@common/contracts/borrowers';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TShopSource } from '../../lib/shop-identity';
import { recordAudit, type TAuditActor } from '../audit';
import { renderBorrowerExportPdf } from './borrower-export.pdf';
import { readBorrowerExport } from './borrower-export.repository';
import { BORROWER_ENTITY } from './borrowers-edit.service';
import { resolveBorrowerId } from './borrowers-read.service';

export type TBorrowerExportFile = { fileName: string; contentType: string; body: string | Buffer };

/**
 * Everything held on the person, read and audited in one transaction: an export that is not in
 * the audit log did not happen.
 */
async function readAuditedExport(db: TDb, input: { key: string; actor: TAuditActor; format: TBorrowerExportFormat }): Promise<{ id: string; data: TBorrowerExport }> {
  const id = await resolveBorrowerId(db, input.key);
  const data = await db.transaction(async (tx) => {
    const rows = await readBorrowerExport(tx, id);
    if (!rows.borrower) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, input.actor, { action: 'borrower.export', entity: BORROWER_ENTITY, entityId: id, summary: { format: input.format } });
    return {
      format: 'pawnbook-borrower-export/1' as const,
      exportedAt: new Date().toISOString(),
      exportedBy: input.actor.user.email,
      ...rows,
      borrower: rows.borrower,
    };
  });
  return { id, data };
}

/**
 * GET /api/admin/borrowers/{id}/export: the right of access. `json` (the default) is the data file,
 * every row as stored; `pdf` is the same data as a summary the person can read (their details,
 * documents held, loans and payments in J$, who opened their documents), under the shop's letterhead.
 */
export async function exportBorrower(
  deps: { db: TDb; shop: TShopSource },
  input: { key: string; actor: TAuditActor; format: TBorrowerExportFormat },
): Promise<TBorrowerExportFile> {
  const { id, data } = await readAuditedExport(deps.db, input);
  if (input.format === 'pdf') {
    const pdf = await renderBorrowerExportPdf(data, await deps.shop.read());
    return { fileName: `borrower-${id}.pdf`, contentType: 'application/pdf', body: pdf };
  }
  return { fileName: `borrower-${id}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(data, null, 2) };
}
