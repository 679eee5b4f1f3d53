import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TIncomeResponse } from '@common/contracts/reports';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const INCOME_PATH = '/api/reports/income';
export type TIncomeParams = { from: string; to: string };

export function getIncome(params: TIncomeParams, signal?: AbortSignal): Promise<TIncomeResponse> {
  return apiJson<TIncomeResponse>('GET', reportUrl(INCOME_PATH, params), undefined, signal);
}

export const incomeQueryOptions = (params: TIncomeParams) =>
  queryOptions({
    queryKey: [INCOME_PATH, params] as const,
    queryFn: ({ signal }) => getIncome(params, signal),
    staleTime: 30_000,
  });

export function useIncome(params: TIncomeParams) {
  return useQuery({ ...incomeQueryOptions(params), placeholderData: keepPreviousData });
}
