import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, readErrorStatus } from './api-client';

type TUnauthorizedBehavior = 'returnNull' | 'throw';

/** A read is a GET on the path in queryKey[0]; 401 answers null instead of an error (spec section 7). */
export function getQueryFn<T>({ on401 }: { on401: TUnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = String(queryKey[0]);
    try {
      const res = await apiRequest('GET', path, undefined, signal);
      return (await res.json()) as T;
    } catch (err) {
      if (on401 === 'returnNull' && readErrorStatus(err) === 401) return null;
      throw err;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
