import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPawnItem, TPlacePoliceHoldRequest } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** POST /api/pawn-items/{itemId}/police-hold (Pawnbrokers Act s. 26-27): the item may not be redeemed, sold or edited. */
export function placePoliceHold({ itemId, hold }: { itemId: string; loanId: string; hold: TPlacePoliceHoldRequest }): Promise<TPawnItem> {
  return apiJson<TPawnItem>('POST', `/api/pawn-items/${encodeURIComponent(itemId)}/police-hold`, hold);
}

export function usePlacePoliceHold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placePoliceHold, onSuccess: (_item, { loanId }) => refreshPledgeQueries(queryClient, loanId) });
}
