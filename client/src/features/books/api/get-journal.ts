import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJournalResponse } from '@common/contracts/books';
import { apiJson } from '@/lib/api-client';
import { reportUrl } from '@/lib/report-url';

export const JOURNAL_PATH = '/api/books/journal';
export type TJournalParams = { from: string; to: string };

export function getJournal(params: TJournalParams, signal?: AbortSignal): Promise<TJournalResponse> {
  return apiJson<TJournalResponse>('GET', reportUrl(JOURNAL_PATH, params), undefined, signal);
}

/** The same range as a general journal import: one row per line (the browser saves it). */
export const journalCsvUrl = (params: TJournalParams) => reportUrl(JOURNAL_PATH, params, 'csv');

export const journalQueryOptions = (params: TJournalParams) =>
  queryOptions({
    queryKey: [JOURNAL_PATH, params] as const,
    queryFn: ({ signal }) => getJournal(params, signal),
    staleTime: 30_000,
  });

export function useJournal(params: TJournalParams) {
  return useQuery({ ...journalQueryOptions(params), placeholderData: keepPreviousData });
}
