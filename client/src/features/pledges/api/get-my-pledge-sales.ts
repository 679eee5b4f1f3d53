import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorrowerPledgeSalesResponse } from '@common/contracts/pledge-sales';
import { apiJson } from '@/lib/api-client';

export const myPledgeSalesQueryKey = ['/api/borrower/pledge-sales'] as const;

/** GET /api/borrower/pledge-sales (borrower): the sales of their own pledges and any surplus they may claim. */
export function getMyPledgeSales(signal?: AbortSignal): Promise<TBorrowerPledgeSalesResponse> {
  return apiJson<TBorrowerPledgeSalesResponse>('GET', '/api/borrower/pledge-sales', undefined, signal);
}

export const myPledgeSalesQueryOptions = () => queryOptions({ queryKey: myPledgeSalesQueryKey, queryFn: ({ signal }) => getMyPledgeSales(signal) });

export function useMyPledgeSales() {
  return useQuery(myPledgeSalesQueryOptions());
}
