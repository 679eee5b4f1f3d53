import type { QueryClient } from '@tanstack/react-query';
import { loanLedgerQueryKey } from '../api/get-loan-ledger';
import { payableLoansRootKey } from '../api/get-payable-loans';
import { paymentStatisticsQueryOptions } from '../api/get-payment-statistics';
import { paymentsRootKey } from '../api/get-payments';

/**
 * A payment recorded or deleted changes the list, the tiles, what the loan owes (its ledger and its
 * totals in the loan search). Each is refreshed by its own query key.
 */
export function refreshPaymentQueries(queryClient: QueryClient, loanId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsRootKey }),
    queryClient.invalidateQueries({ queryKey: paymentStatisticsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: payableLoansRootKey }),
    queryClient.invalidateQueries({ queryKey: loanLedgerQueryKey(loanId) }),
  ]);
}
