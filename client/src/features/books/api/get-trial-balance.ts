import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrialBalanceResponse } from '@common/contracts/books';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const TRIAL_BALANCE_PATH = '/api/books/trial-balance';
export type TTrialBalanceParams = { asOf: string };

export function getTrialBalance(params: TTrialBalanceParams, signal?: AbortSignal): Promise<TTrialBalanceResponse> {
  return apiJson<TTrialBalanceResponse>('GET', reportUrl(TRIAL_BALANCE_PATH, params), undefined, signal);
}

export const trialBalanceQueryOptions = (params: TTrialBalanceParams) =>
  queryOptions({
    queryKey: [TRIAL_BALANCE_PATH, params] as const,
    queryFn: ({ signal }) => getTrialBalance(params, signal),
    staleTime: 30_000,
  });

export function useTrialBalance(params: TTrialBalanceParams) {
  return useQuery({ ...trialBalanceQueryOptions(params), placeholderData: keepPreviousData });
}
