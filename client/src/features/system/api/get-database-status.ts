import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDatabaseStatus } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const DATABASE_STATUS_PATH = '/api/system/database-status';

export function getDatabaseStatus(signal?: AbortSignal): Promise<TDatabaseStatus> {
  return apiJson<TDatabaseStatus>('GET', DATABASE_STATUS_PATH, undefined, signal);
}

export const databaseStatusQueryOptions = queryOptions({
  queryKey: [DATABASE_STATUS_PATH] as const,
  queryFn: ({ signal }) => getDatabaseStatus(signal),
  staleTime: 60_000,
});

export function useDatabaseStatus() {
  return useQuery(databaseStatusQueryOptions);
}
