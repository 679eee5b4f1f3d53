import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollectionDetail, TCreateCollectionInput } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** POST /api/collections: the New Collection form; 409 when the loan is not overdue or has an open case. */
export function createCollection(body: TCreateCollectionInput): Promise<TCollectionDetail> {
  return apiJson<TCollectionDetail>('POST', COLLECTIONS_PATH, body);
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCollection, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsRootKey }) });
}
