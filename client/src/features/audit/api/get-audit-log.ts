import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditLogQuery, TAuditLogResponse } from '@common/contracts/audit';
import { apiJson } from '@/lib/api-client';

const PATH = '/api/admin/audit-log';

/** Only the filters actually set go into the address, so equal queries share a cache entry. */
export function toAuditSearchParams(query: TAuditLogQuery): string {
  const params = new URLSearchParams();
  for (const key of ['action', 'entity', 'entityId', 'user', 'from', 'to'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.page !== undefined && Number(query.page) !== 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getAuditLog(query: TAuditLogQuery, signal?: AbortSignal): Promise<TAuditLogResponse> {
  return apiJson<TAuditLogResponse>('GET', `${PATH}${toAuditSearchParams(query)}`, undefined, signal);
}

export const auditLogQueryOptions = (query: TAuditLogQuery) =>
  queryOptions({
    queryKey: [PATH, query] as const,
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // Every staff change adds a row: opening the tab again shows the latest.
    staleTime: 0,
    // Paging and filtering keep the last rows on screen instead of flashing a loading state.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: TAuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
