import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicantDetailsResponse } from '@common/contracts/dashboard';
import { apiJson } from '@/lib/api-client';

export function getApplicantDetails(signal?: AbortSignal): Promise<TApplicantDetailsResponse> {
  return apiJson<TApplicantDetailsResponse>('GET', '/api/borrower/applicant-details', undefined, signal);
}

export const applicantDetailsQueryOptions = queryOptions({
  queryKey: ['/api/borrower/applicant-details'] as const,
  queryFn: ({ signal }) => getApplicantDetails(signal),
  staleTime: 0,
});

/** A signed-in borrower's own known details, to prefill a new application; nothing is asked for anyone else. */
export function useApplicantDetails(enabled: boolean) {
  return useQuery({ ...applicantDetailsQueryOptions, enabled });
}
