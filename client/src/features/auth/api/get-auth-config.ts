import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuthConfigResponse } from '@common/contracts/dashboard';
import { apiJson } from '@/lib/api-client';

export const DEFAULT_EXTERNAL_PROVIDER_NAME = 'Single sign-on';

export function getAuthConfig(signal?: AbortSignal): Promise<TAuthConfigResponse> {
  return apiJson<TAuthConfigResponse>('GET', '/api/auth/config', undefined, signal);
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['/api/auth/config'] as const,
  queryFn: ({ signal }) => getAuthConfig(signal),
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
