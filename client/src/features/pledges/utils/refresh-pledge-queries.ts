import type { QueryClient } from '@tanstack/react-query';
import { pledgeRegisterRootKey } from '../api/get-pledge-register';

/**
 * An item added, changed, held or redeemed changes the loan's pledge (and, on redemption, the loan
 * itself) and the pledge book. Both are refreshed by their own keys.
 */
export function refreshPledgeQueries(queryClient: QueryClient, loanId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/pawn-loans', loanId] }),
    queryClient.invalidateQueries({ queryKey: pledgeRegisterRootKey }),
  ]);
}
