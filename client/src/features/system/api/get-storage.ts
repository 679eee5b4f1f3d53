import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStorageResponse } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const STORAGE_PATH = '/api/system/storage';

export function getStorage(signal?: AbortSignal): Promise<TStorageResponse> {
  return apiJson<TStorageResponse>('GET', STORAGE_PATH, undefined, signal);
}

export const storageQueryOptions = queryOptions({
  queryKey: [STORAGE_PATH] as const,
  queryFn: ({ signal }) => getStorage(signal),
});

export function useStorage(enabled: boolean) {
  return useQuery({ ...storageQueryOptions, enabled });
}
