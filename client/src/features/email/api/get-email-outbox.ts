import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailOutboxListRequest, TEmailOutboxListResponse } from '@common/contracts/email-outbox';
import { apiJson } from '@/lib/api-client';

export const EMAIL_OUTBOX_PATH = '/api/admin/email-outbox';
/** The worker sends in the background; the list follows it at this pace while the tab is open. */
export const EMAIL_OUTBOX_POLL_MS = 30_000;

/** The key every outbox page shares: mutations invalidate all pages and filters at once. */
export const emailOutboxRootKey = [EMAIL_OUTBOX_PATH] as const;

export function toOutboxSearchParams(query: TEmailOutboxListRequest): string {
  const params = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  return `?${params.toString()}`;
}

export function getEmailOutbox(query: TEmailOutboxListRequest, signal?: AbortSignal): Promise<TEmailOutboxListResponse> {
  return apiJson<TEmailOutboxListResponse>('GET', `${EMAIL_OUTBOX_PATH}${toOutboxSearchParams(query)}`, undefined, signal);
}

export const emailOutboxQueryOptions = (query: TEmailOutboxListRequest) =>
  queryOptions({
    queryKey: [...emailOutboxRootKey, query] as const,
    queryFn: ({ signal }) => getEmailOutbox(query, signal),
    staleTime: 0,
    refetchInterval: EMAIL_OUTBOX_POLL_MS,
    // Paging and filtering keep the last rows on screen instead of flashing a loading state.
    placeholderData: keepPreviousData,
  });

export function useEmailOutbox(query: TEmailOutboxListRequest) {
  return useQuery(emailOutboxQueryOptions(query));
}
