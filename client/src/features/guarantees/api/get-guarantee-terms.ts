import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { apiJson, readErrorStatus } from '@/lib/api-client';

export const guaranteeTermsQueryKey = (token: string) => ['/api/guarantee', token] as const;

/** GET /api/guarantee/{token} (no sign-in): what the guarantor is asked to agree to. */
export function getGuaranteeTerms(token: string, signal?: AbortSignal): Promise<TGuaranteeTermsResponse> {
  return apiJson<TGuaranteeTermsResponse>('GET', `/api/guarantee/${encodeURIComponent(token)}`, undefined, signal);
}

export const guaranteeTermsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guaranteeTermsQueryKey(token),
    queryFn: ({ signal }) => getGuaranteeTerms(token, signal),
    // 404 and 410 are answers (unknown, revoked, expired, used), not failures to try again.
    retry: (count, err) => ![404, 410].includes(readErrorStatus(err) ?? 0) && count < 2,
    staleTime: Infinity,
  });

export function useGuaranteeTerms(token: string) {
  return useQuery(guaranteeTermsQueryOptions(token));
}
