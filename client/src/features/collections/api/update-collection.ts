import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollectionDetail, TUpdateCollectionRequest } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** PATCH /api/collections/{id}: priority, status (written_off for admins), follow-up, collector, resolution notes. */
export function updateCollection({ id, ...body }: TUpdateCollectionRequest & { id: string }): Promise<TCollectionDetail> {
  return apiJson<TCollectionDetail>('PATCH', `${COLLECTIONS_PATH}/${encodeURIComponent(id)}`, body);
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCollection, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsRootKey }) });
}
