import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pledgeSalesPath, type TSaleBookResponse } from '@common/contracts/pledge-sales';
import { apiJson } from '@/lib/api-client';

export const pledgeSalesRootKey = ['/api/pledges/sales'] as const;
export type TSaleBookParams = { from: string; to: string };

/** GET /api/pledges/sales?from=&to= (admin): the sale book (s. 17) and its totals. */
export function getPledgeSales(params: TSaleBookParams, signal?: AbortSignal): Promise<TSaleBookResponse> {
  return apiJson<TSaleBookResponse>('GET', pledgeSalesPath({ from: params.from || undefined, to: params.to || undefined }), undefined, signal);
}

export const pledgeSalesQueryOptions = (params: TSaleBookParams) =>
  queryOptions({ queryKey: [...pledgeSalesRootKey, params], queryFn: ({ signal }) => getPledgeSales(params, signal), placeholderData: keepPreviousData });

export function usePledgeSales(params: TSaleBookParams) {
  return useQuery(pledgeSalesQueryOptions(params));
}
