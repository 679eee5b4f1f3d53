import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPledge } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';

// Under the loan's own path: a status change (activation issues the ticket) or a payment (the
// balance) invalidates ['/api/pawn-loans', id] and so refreshes the pledge as well.
export const pledgeQueryKey = (loanId: string) => ['/api/pawn-loans', loanId, 'pledge'] as const;

/** GET /api/pawn-loans/{id}/pledge: the loan's items, ticket, totals and what is still owed. */
export function getPledge(loanId: string, signal?: AbortSignal): Promise<TPledge> {
  return apiJson<TPledge>('GET', `/api/pawn-loans/${encodeURIComponent(loanId)}/pledge`, undefined, signal);
}

export const pledgeQueryOptions = (loanId: string) =>
  queryOptions({
    queryKey: pledgeQueryKey(loanId),
    queryFn: ({ signal }) => getPledge(loanId, signal),
    // Goods are handed back against what the ledger says now.
    staleTime: 0,
  });

export function usePledge(loanId: string | null) {
  return useQuery({ ...pledgeQueryOptions(loanId ?? ''), enabled: loanId !== null });
}
