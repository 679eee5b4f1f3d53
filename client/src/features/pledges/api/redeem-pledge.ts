import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPledge, TRedeemPledgeRequest } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';
import { pledgeQueryKey } from './get-pledge';

/** POST /api/pawn-loans/{id}/redeem (s. 21-22, 25): the goods go back to the ticket's holder, or on a lost-ticket declaration. */
export function redeemPledge({ loanId, redemption }: { loanId: string; redemption: TRedeemPledgeRequest }): Promise<TPledge> {
  return apiJson<TPledge>('POST', `/api/pawn-loans/${encodeURIComponent(loanId)}/redeem`, redemption);
}

export function useRedeemPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPledge,
    onSuccess: (pledge, { loanId }) => {
      queryClient.setQueryData(pledgeQueryKey(loanId), pledge);
      return refreshPledgeQueries(queryClient, loanId);
    },
  });
}
