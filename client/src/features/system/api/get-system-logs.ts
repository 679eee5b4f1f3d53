import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSystemLogsResponse } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const SYSTEM_LOGS_PATH = '/api/system/logs';

export function getSystemLogs(level: string, page: number, signal?: AbortSignal): Promise<TSystemLogsResponse> {
  return apiJson<TSystemLogsResponse>('GET', `${SYSTEM_LOGS_PATH}?level=${encodeURIComponent(level)}&page=${page}`, undefined, signal);
}

export const systemLogsQueryOptions = (level: string, page: number) =>
  queryOptions({
    queryKey: [SYSTEM_LOGS_PATH, level, page] as const,
    queryFn: ({ signal }) => getSystemLogs(level, page, signal),
  });

export function useSystemLogs(enabled: boolean, level: string, page: number) {
  return useQuery({ ...systemLogsQueryOptions(level, page), enabled, placeholderData: keepPreviousData });
}
