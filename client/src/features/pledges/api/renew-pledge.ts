import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRenewPledgeInput, TRenewPledgeResponse } from '@common/contracts/pledge-renewal';
import { apiJson } from '@/lib/api-client';
import { refreshPledgeQueries } from '../utils/refresh-pledge-queries';

/** POST /api/pawn-loans/{id}/renew: the charges paid, the loan runs again on the same goods as a new loan with a new ticket. */
export function renewPledge({ loanId, renewal }: { loanId: string; renewal: TRenewPledgeInput }): Promise<TRenewPledgeResponse> {
  return apiJson<TRenewPledgeResponse>('POST', `/api/pawn-loans/${encodeURIComponent(loanId)}/renew`, renewal);
}

export function useRenewPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewPledge,
    // The old loan (its payments, status, pledge), the loan lists and the pledge book all change.
    onSuccess: (_done, { loanId }) =>
      Promise.all([refreshPledgeQueries(queryClient, loanId), queryClient.invalidateQueries({ queryKey: ['/api/pawn-loans'] }), queryClient.invalidateQueries({ queryKey: ['/api/payments'] })]),
  });
}
