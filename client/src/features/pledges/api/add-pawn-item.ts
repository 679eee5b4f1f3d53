import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatePawnItemRequest, TPawnItem } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** POST /api/pawn-loans/{id}/items: one item taken in, appraised and photographed. */
export function addPawnItem({ loanId, item }: { loanId: string; item: TCreatePawnItemRequest }): Promise<TPawnItem> {
  return apiJson<TPawnItem>('POST', `/api/pawn-loans/${encodeURIComponent(loanId)}/items`, item);
}

export function useAddPawnItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPawnItem, onSuccess: (_item, { loanId }) => refreshPledgeQueries(queryClient, loanId) });
}
