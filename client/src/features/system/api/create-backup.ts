import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedBackupResponse } from '@common/contracts/system';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { backupStatusQueryOptions } from './get-backup-status';
import { backupsQueryOptions } from './get-backups';
import { readDownload, type TDownloadProgress } from '../utils/read-download';

export const CREATE_BACKUP_PATH = '/api/system/backup';

/**
 * POST /api/system/backup: the server writes and stores the backup and answers the file, which the
 * browser saves under the server's name; to it the server answers only what it stored (no file).
 */
export async function createBackup(onProgress?: (progress: TDownloadProgress) => void): Promise<{ filename: string; downloaded: boolean }> {
  const res = await apiRequest('POST', CREATE_BACKUP_PATH, {});
  if (!res.headers.get('content-disposition')) {
    const { backup } = (await res.json()) as TCreatedBackupResponse;
    return { filename: backup.filename, downloaded: false };
  }
  const { blob, filename } = await readDownload(res, 'pawnbook-backup.json', onProgress);
  saveFile(filename, blob);
  return { filename, downloaded: true };
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
