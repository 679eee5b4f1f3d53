import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSystemBackup } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const BACKUPS_PATH = '/api/system/backups';

export function getBackups(signal?: AbortSignal): Promise<TSystemBackup[]> {
  return apiJson<TSystemBackup[]>('GET', BACKUPS_PATH, undefined, signal);
}

export const backupsQueryOptions = queryOptions({
  queryKey: [BACKUPS_PATH] as const,
  queryFn: ({ signal }) => getBackups(signal),
});

export function useBackups() {
  return useQuery(backupsQueryOptions);
}
