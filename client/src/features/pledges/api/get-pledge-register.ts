import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLEDGE_REGISTER_MAX_PAGE_SIZE, type TPledgeDueFilter, type TPledgeRegisterFilter, type TPledgeRegisterItem, type TPledgeRegisterResponse } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';

export const PLEDGES_PATH = '/api/pledges';
/** Polled like the other staff lists. */
export const PLEDGES_POLL_MS = 30_000;

/** Every page and filter of the register shares this prefix: a change refreshes them all. */
export const pledgeRegisterRootKey = [PLEDGES_PATH] as const;

/** due: 'week' for the pledges to call before they lapse (issue 43); absent for the whole book. */
export type TPledgeRegisterParams = { status: TPledgeRegisterFilter | ''; q: string; page: number; pageSize: number; due?: TPledgeDueFilter };

export function pledgeRegisterSearchOf({ status, q, page, pageSize, due }: TPledgeRegisterParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (due) params.set('due', due);
  return `?${params.toString()}`;
}

/** GET /api/pledges: one page of the pledge book (one row per item), with the whole book's figures. */
export function getPledgeRegister(params: TPledgeRegisterParams, signal?: AbortSignal): Promise<TPledgeRegisterResponse> {
  return apiJson<TPledgeRegisterResponse>('GET', `${PLEDGES_PATH}${pledgeRegisterSearchOf(params)}`, undefined, signal);
}

export const pledgeRegisterQueryOptions = (params: TPledgeRegisterParams) =>
  queryOptions({
    queryKey: [...pledgeRegisterRootKey, params] as const,
    queryFn: ({ signal }) => getPledgeRegister(params, signal),
    staleTime: 0,
    refetchInterval: PLEDGES_POLL_MS,
    placeholderData: keepPreviousData,
  });

export function usePledgeRegister(params: TPledgeRegisterParams) {
  return useQuery(pledgeRegisterQueryOptions(params));
}

/** Every row matching the filter and search, read page by page (the Export button). */
export async function getWholePledgeRegister(params: Pick<TPledgeRegisterParams, 'status' | 'q'>, signal?: AbortSignal): Promise<TPledgeRegisterItem[]> {
  const pageSize = PLEDGE_REGISTER_MAX_PAGE_SIZE;
  const items: TPledgeRegisterItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getPledgeRegister({ ...params, page, pageSize }, signal);
    items.push(...answer.items);
    if (answer.items.length < pageSize || items.length >= answer.total) return items;
  }
}
