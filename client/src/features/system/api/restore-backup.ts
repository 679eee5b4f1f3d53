import { useMutation } from '@tanstack/react-query';
import type { TRestoreResponse } from '@common/contracts/system';
import { throwIfNotOk } from '@/lib/api-client';

export const RESTORE_PATH = '/api/system/restore';

/** POST /api/system/restore: multipart, the file in the field "backup". */
export async function restoreBackup(file: File): Promise<TRestoreResponse> {
  const form = new FormData();
  form.append('backup', file, file.name);
  const res = await fetch(RESTORE_PATH, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(res);
  return (await res.json()) as TRestoreResponse;
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}
