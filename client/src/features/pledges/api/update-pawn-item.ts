import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPawnItem, TUpdatePawnItemRequest } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** PATCH /api/pawn-items/{itemId}: only the fields sent change (audited with old and new values). */
export function updatePawnItem({ itemId, changes }: { itemId: string; loanId: string; changes: TUpdatePawnItemRequest }): Promise<TPawnItem> {
  return apiJson<TPawnItem>('PATCH', `/api/pawn-items/${encodeURIComponent(itemId)}`, changes);
}

export function useUpdatePawnItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePawnItem, onSuccess: (_item, { loanId }) => refreshPledgeQueries(queryClient, loanId) });
}
