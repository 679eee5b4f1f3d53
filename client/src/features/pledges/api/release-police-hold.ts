import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPawnItem, TReleasePoliceHoldRequest } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** DELETE /api/pawn-items/{itemId}/police-hold (admin, super_admin), with a body: released, or surrendered to the police. */
export function releasePoliceHold({ itemId, release }: { itemId: string; loanId: string; release: TReleasePoliceHoldRequest }): Promise<TPawnItem> {
  return apiJson<TPawnItem>('DELETE', `/api/pawn-items/${encodeURIComponent(itemId)}/police-hold`, release);
}

export function useReleasePoliceHold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: releasePoliceHold, onSuccess: (_item, { loanId }) => refreshPledgeQueries(queryClient, loanId) });
}
