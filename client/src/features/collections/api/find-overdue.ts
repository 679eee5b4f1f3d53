import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFindOverdueResponse } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** POST /api/collections/find-overdue: one case for each overdue loan that has none open. */
export function findOverdue(): Promise<TFindOverdueResponse> {
  return apiJson<TFindOverdueResponse>('POST', `${COLLECTIONS_PATH}/find-overdue`);
}

export function useFindOverdue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: findOverdue, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsRootKey }) });
}
