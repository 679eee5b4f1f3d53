import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDatabaseTable } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const DATABASE_TABLES_PATH = '/api/system/database-tables';

export function getDatabaseTables(signal?: AbortSignal): Promise<TDatabaseTable[]> {
  return apiJson<TDatabaseTable[]>('GET', DATABASE_TABLES_PATH, undefined, signal);
}

export const databaseTablesQueryOptions = queryOptions({
  queryKey: [DATABASE_TABLES_PATH] as const,
  queryFn: ({ signal }) => getDatabaseTables(signal),
});

export function useDatabaseTables(enabled = true) {
  return useQuery({ ...databaseTablesQueryOptions, enabled });
}
