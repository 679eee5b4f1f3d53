import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_BROWSER_PAGE_SIZE, type TTableDataResponse } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const TABLE_DATA_PATH = '/api/system/table-data';

export function getTableData(table: string, page: number, signal?: AbortSignal): Promise<TTableDataResponse> {
  return apiJson<TTableDataResponse>('GET', `${TABLE_DATA_PATH}/${encodeURIComponent(table)}?page=${page}&limit=${TABLE_BROWSER_PAGE_SIZE}`, undefined, signal);
}

export const tableDataQueryOptions = (table: string, page: number) =>
  queryOptions({
    queryKey: [TABLE_DATA_PATH, table, page] as const,
    queryFn: ({ signal }) => getTableData(table, page, signal),
  });

export function useTableData(table: string | null, page: number) {
  return useQuery({ ...tableDataQueryOptions(table ?? '', page), enabled: table !== null, placeholderData: keepPreviousData });
}
