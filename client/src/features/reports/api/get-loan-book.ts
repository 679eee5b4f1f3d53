import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLoanBookResponse } from '@common/contracts/reports';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const LOAN_BOOK_PATH = '/api/reports/loan-book';
export type TLoanBookParams = { asOf: string };

export function getLoanBook(params: TLoanBookParams, signal?: AbortSignal): Promise<TLoanBookResponse> {
  return apiJson<TLoanBookResponse>('GET', reportUrl(LOAN_BOOK_PATH, params), undefined, signal);
}

export const loanBookQueryOptions = (params: TLoanBookParams) =>
  queryOptions({
    queryKey: [LOAN_BOOK_PATH, params] as const,
    queryFn: ({ signal }) => getLoanBook(params, signal),
    staleTime: 30_000,
  });

export function useLoanBook(params: TLoanBookParams) {
  return useQuery({ ...loanBookQueryOptions(params), placeholderData: keepPreviousData });
}
