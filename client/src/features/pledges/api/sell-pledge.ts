import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSellPledgeInput, TSellPledgeResponse } from '@common/contracts/pledge-sales';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';
import { pledgeSalesRootKey } from './get-pledge-sales';
import { surplusRootKey } from './get-surplus';

/** POST /api/pawn-loans/{id}/sale (admin): sells the forfeited pledge; answers the sale's figures. */
export function sellPledge({ loanId, sale }: { loanId: string; sale: TSellPledgeInput }): Promise<TSellPledgeResponse> {
  return apiJson<TSellPledgeResponse>('POST', `/api/pawn-loans/${encodeURIComponent(loanId)}/sale`, sale);
}

export function useSellPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellPledge,
    onSuccess: (_sale, { loanId }) =>
      Promise.all([
        refreshPledgeQueries(queryClient, loanId),
        queryClient.invalidateQueries({ queryKey: pledgeSalesRootKey }),
        queryClient.invalidateQueries({ queryKey: surplusRootKey }),
      ]),
  });
}
