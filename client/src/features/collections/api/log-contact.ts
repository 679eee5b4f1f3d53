import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContact, TLogContactInput } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** POST /api/collections/{id}/contacts: a call, visit, e-mail or SMS with its outcome (and a promise to pay). */
export function logContact({ id, ...body }: TLogContactInput & { id: string }): Promise<TContact> {
  return apiJson<TContact>('POST', `${COLLECTIONS_PATH}/${encodeURIComponent(id)}/contacts`, body);
}

export function useLogContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsRootKey }) });
}
