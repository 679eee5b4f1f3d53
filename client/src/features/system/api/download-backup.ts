import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { BACKUPS_PATH } from './get-backups';
import { readDownload } from '../utils/read-download';

/** GET /api/system/backups/{filename}/download (super_admin). */
export async function downloadBackup(filename: string): Promise<void> {
  const res = await apiRequest('GET', `${BACKUPS_PATH}/${encodeURIComponent(filename)}/download`);
  const file = await readDownload(res, filename);
  saveFile(file.filename, file.blob);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
