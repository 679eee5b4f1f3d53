import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBackupStatusResponse } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const BACKUP_STATUS_PATH = '/api/system/backup-status';

export function getBackupStatus(signal?: AbortSignal): Promise<TBackupStatusResponse> {
  return apiJson<TBackupStatusResponse>('GET', BACKUP_STATUS_PATH, undefined, signal);
}

export const backupStatusQueryOptions = queryOptions({
  queryKey: [BACKUP_STATUS_PATH] as const,
  queryFn: ({ signal }) => getBackupStatus(signal),
});

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions);
}
