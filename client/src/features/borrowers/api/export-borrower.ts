import { useMutation } from '@tanstack/react-query';
import type { TBorrowerExportFormat } from '@common/contracts/borrowers';
import { apiRequest } from '@/lib/api-client';
import { BORROWERS_PATH } from './get-borrowers';

export type TBorrowerExportFile = { fileName: string; blob: Blob };
export type TExportBorrowerInput = { id: string; format: TBorrowerExportFormat };

/** The file name from `attachment; filename="borrower-<id>.json"`, else one built from the id and format. */
export function fileNameFrom(disposition: string | null, id: string, format: TBorrowerExportFormat = 'json'): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || `borrower-${id}.${format}`;
}

/**
 * GET /api/admin/borrowers/{id}/export (admin, super admin): everything held on the person, as the
 * data file (JSON) or as a summary they can read (`?format=pdf`).
 */
export async function exportBorrower({ id, format }: TExportBorrowerInput): Promise<TBorrowerExportFile> {
  const query = format === 'json' ? '' : `?format=${format}`;
  const res = await apiRequest('GET', `${BORROWERS_PATH}/${encodeURIComponent(id)}/export${query}`);
  return { fileName: fileNameFrom(res.headers.get('content-disposition'), id, format), blob: await res.blob() };
}

export function useExportBorrower() {
  return useMutation({ mutationFn: exportBorrower });
}
