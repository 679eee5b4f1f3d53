import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurplusListResponse, TSurplusStatus } from '@common/contracts/pledge-sales';
import { apiJson } from '@/lib/api-client';

export const surplusRootKey = ['/api/pledges/surplus'] as const;

export const surplusListPath = (status: TSurplusStatus | '', format?: 'csv') => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (format) params.set('format', format);
  const qs = params.toString();
  return `/api/pledges/surplus${qs ? `?${qs}` : ''}`;
};

/** GET /api/pledges/surplus?status= (admin): surpluses owed to pawners (s. 18), paid or expired, and the total owed. */
export function getSurplus(status: TSurplusStatus | '', signal?: AbortSignal): Promise<TSurplusListResponse> {
  return apiJson<TSurplusListResponse>('GET', surplusListPath(status), undefined, signal);
}

export const surplusQueryOptions = (status: TSurplusStatus | '') =>
  queryOptions({ queryKey: [...surplusRootKey, status], queryFn: ({ signal }) => getSurplus(status, signal), placeholderData: keepPreviousData });

export function useSurplus(status: TSurplusStatus | '') {
  return useQuery(surplusQueryOptions(status));
}
