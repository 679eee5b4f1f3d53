import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_LIST_MAX_PAGE_SIZE, type TPayment, type TPaymentListRequest, type TPaymentListResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';

export const PAYMENTS_PATH = '/api/payments';
/** Spec staff-area section 9: payments are polled every 30 s (the server answers 304 when nothing changed). */
export const PAYMENTS_POLL_MS = 30_000;

/** Every page and search of the list shares this prefix: a mutation refreshes them all at once. */
export const paymentsRootKey = [PAYMENTS_PATH] as const;

function searchParamsOf(query: TPaymentListRequest): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return `?${params.toString()}`;
}

/**
 * GET /api/payments. The browser keeps the last answer with its ETag and revalidates it, so an
 * unchanged poll costs a 304 and no JSON.
 */
export function getPayments(query: TPaymentListRequest, signal?: AbortSignal): Promise<TPaymentListResponse> {
  return apiJson<TPaymentListResponse>('GET', `${PAYMENTS_PATH}${searchParamsOf(query)}`, undefined, signal);
}

export const paymentsQueryOptions = (query: TPaymentListRequest) =>
  queryOptions({
    queryKey: [...paymentsRootKey, query] as const,
    queryFn: ({ signal }) => getPayments(query, signal),
    staleTime: 0,
    refetchInterval: PAYMENTS_POLL_MS,
    // Paging keeps the last rows on screen instead of flashing the loading text.
    placeholderData: keepPreviousData,
  });

export function usePayments(query: TPaymentListRequest) {
  return useQuery(paymentsQueryOptions(query));
}

/** Every payment matching the search, newest first, read in the largest pages the server allows (for the CSV). */
export async function getAllPayments(search: string, signal?: AbortSignal): Promise<TPayment[]> {
  const all: TPayment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getPayments({ search, page, pageSize: PAYMENT_LIST_MAX_PAGE_SIZE }, signal);
    all.push(...answer.items);
    if (answer.items.length === 0 || page * answer.pageSize >= answer.total) return all;
  }
}
