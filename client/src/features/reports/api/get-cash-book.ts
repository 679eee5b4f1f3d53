import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashBookResponse } from '@common/contracts/reports';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const CASH_BOOK_PATH = '/api/reports/cash-book';
export type TCashBookParams = { date: string };

export function getCashBook(params: TCashBookParams, signal?: AbortSignal): Promise<TCashBookResponse> {
  return apiJson<TCashBookResponse>('GET', reportUrl(CASH_BOOK_PATH, params), undefined, signal);
}

export const cashBookQueryOptions = (params: TCashBookParams) =>
  queryOptions({
    queryKey: [CASH_BOOK_PATH, params] as const,
    queryFn: ({ signal }) => getCashBook(params, signal),
    staleTime: 30_000,
  });

export function useCashBook(params: TCashBookParams) {
  return useQuery({ ...cashBookQueryOptions(params), placeholderData: keepPreviousData });
}
