import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLoanLedgerResponse } from '@common/contracts/payments';
import { apiJson } from '@/lib/api-client';

// Under the application's own path, so a review change to the loan refreshes its ledger too.
export const loanLedgerQueryKey = (id: string) => ['/api/pawn-loans', id, 'ledger'] as const;

export function getLoanLedger(id: string, signal?: AbortSignal): Promise<TLoanLedgerResponse> {
  return apiJson<TLoanLedgerResponse>('GET', `/api/pawn-loans/${encodeURIComponent(id)}/ledger`, undefined, signal);
}

export const loanLedgerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: loanLedgerQueryKey(id),
    queryFn: ({ signal }) => getLoanLedger(id, signal),
    // A payment is taken against what the loan owes now, not what it owed when the dialog last looked.
    staleTime: 0,
  });

export function useLoanLedger(id: string | null) {
  return useQuery({ ...loanLedgerQueryOptions(id ?? ''), enabled: id !== null });
}
