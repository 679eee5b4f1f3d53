import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** DELETE /api/pawn-items/{itemId}: 204 while the loan has no pawn ticket, 409 after. */
export async function deletePawnItem({ itemId }: { itemId: string; loanId: string }): Promise<void> {
  await apiRequest('DELETE', `/api/pawn-items/${encodeURIComponent(itemId)}`);
}

export function useDeletePawnItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePawnItem, onSuccess: (_answer, { loanId }) => refreshPledgeQueries(queryClient, loanId) });
}
