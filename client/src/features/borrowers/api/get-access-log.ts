import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_LOG_PAGE_SIZE, type TAccessLogResponse } from '@common/contracts/borrower-documents';
import { apiJson } from '@/lib/api-client';
import { BORROWERS_PATH, borrowersRootKey } from './get-borrowers';

/** GET /api/admin/borrowers/{id}/access-log (admin, super admin): who read the person's documents, newest first. */
export function getAccessLog(id: string, page: number, signal?: AbortSignal): Promise<TAccessLogResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ACCESS_LOG_PAGE_SIZE) });
  return apiJson<TAccessLogResponse>('GET', `${BORROWERS_PATH}/${encodeURIComponent(id)}/access-log?${query.toString()}`, undefined, signal);
}

export const accessLogQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...borrowersRootKey, 'access-log', id, page] as const,
    queryFn: ({ signal }) => getAccessLog(id, page, signal),
    // Opened to see who looked just now: always read again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAccessLog(id: string, page: number) {
  return useQuery(accessLogQueryOptions(id, page));
}
