import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDaySummaryResponse } from '@common/contracts/reports';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const DAY_SUMMARY_PATH = '/api/reports/day-summary';
export type TDaySummaryParams = { date: string };

export function getDaySummary(params: TDaySummaryParams, signal?: AbortSignal): Promise<TDaySummaryResponse> {
  return apiJson<TDaySummaryResponse>('GET', reportUrl(DAY_SUMMARY_PATH, params), undefined, signal);
}

/**
 * The printable report, opened by the browser in a new tab (a link, not a fetch: the session
 * cookie goes with it and the PDF viewer prints it): one A4 page, or '80mm' for the counter's roll.
 */
export function daySummaryPdfUrl(params: TDaySummaryParams, paper?: '80mm'): string {
  const url = reportUrl(DAY_SUMMARY_PATH, params, 'pdf');
  return paper ? `${url}&paper=${paper}` : url;
}

export const daySummaryQueryOptions = (params: TDaySummaryParams) =>
  queryOptions({
    queryKey: [DAY_SUMMARY_PATH, params] as const,
    queryFn: ({ signal }) => getDaySummary(params, signal),
    // The day is still moving while the counter is open: fetched again each time the report is shown.
    staleTime: 0,
  });

export function useDaySummary(params: TDaySummaryParams) {
  return useQuery({ ...daySummaryQueryOptions(params), placeholderData: keepPreviousData });
}
