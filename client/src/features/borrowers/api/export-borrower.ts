import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BORROWERS_PATH } from './get-borrowers';

export type TBorrowerExportFile = { fileName: string; blob: Blob };

/** The file name from `attachment; filename="borrower-<id>.json"`, else one built from the id. */
export function fileNameFrom(disposition: string | null, id: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || `borrower-${id}.json`;
}

/** GET /api/admin/borrowers/{id}/export (admin, super admin): everything held on the person, as one JSON file. */
export async function exportBorrower(id: string): Promise<TBorrowerExportFile> {
  const res = await apiRequest('GET', `${BORROWERS_PATH}/${encodeURIComponent(id)}/export`);
  return { fileName: fileNameFrom(res.headers.get('content-disposition'), id), blob: await res.blob() };
}

export function useExportBorrower() {
  return useMutation({ mutationFn: exportBorrower });
}
