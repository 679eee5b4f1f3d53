import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerPledgesResponse } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';

export const MY_PLEDGES_PATH = '/api/borrower/pledges';

/** GET /api/borrower/pledges: the signed-in borrower's own pledges, newest first. */
export function getMyPledges(signal?: AbortSignal): Promise<TBorrowerPledgesResponse> {
  return apiJson<TBorrowerPledgesResponse>('GET', MY_PLEDGES_PATH, undefined, signal);
}

export const myPledgesQueryOptions = queryOptions({
  queryKey: [MY_PLEDGES_PATH] as const,
  queryFn: ({ signal }) => getMyPledges(signal),
});

export function useMyPledges() {
  return useQuery(myPledgesQueryOptions);
}
