import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { backupStatusQueryOptions } from './get-backup-status';
import { backupsQueryOptions } from './get-backups';
import { readDownload, type TDownloadProgress } from '../utils/read-download';

export const CREATE_BACKUP_PATH = '/api/system/backup';

/** POST /api/system/backup: the server writes, stores and answers the file; the browser saves it under the server's name. */
export async function createBackup(onProgress?: (progress: TDownloadProgress) => void): Promise<{ filename: string }> {
  const res = await apiRequest('POST', CREATE_BACKUP_PATH, {});
  const { blob, filename } = await readDownload(res, 'pawnbook-backup.json', onProgress);
  saveFile(filename, blob);
  return { filename };
}

export function useCreateBackup(onProgress?: (progress: TDownloadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createBackup(onProgress),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: backupsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: backupStatusQueryOptions.queryKey });
    },
  });
}
