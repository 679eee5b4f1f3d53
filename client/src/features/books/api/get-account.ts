import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountResponse } from '@common/contracts/books';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const ACCOUNT_PATH = '/api/books/accounts';
export type TAccountParams = { code: string; from: string; to: string };

export function getAccount({ code, ...range }: TAccountParams, signal?: AbortSignal): Promise<TAccountResponse> {
  return apiJson<TAccountResponse>('GET', reportUrl(`${ACCOUNT_PATH}/${encodeURIComponent(code)}`, range), undefined, signal);
}

export const accountQueryOptions = (params: TAccountParams) =>
  queryOptions({
    queryKey: [ACCOUNT_PATH, params] as const,
    queryFn: ({ signal }) => getAccount(params, signal),
    staleTime: 30_000,
  });

export function useAccount(params: TAccountParams) {
  return useQuery({ ...accountQueryOptions(params), placeholderData: keepPreviousData });
}
