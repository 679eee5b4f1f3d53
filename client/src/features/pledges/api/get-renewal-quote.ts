import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRenewalQuote } from '@common/contracts/pledge-renewal';
import { apiJson } from '@/lib/api-client';

// Under the loan's own path: a payment or status change on the loan refreshes the quote as well.
export const renewalQuoteKey = (loanId: string) => ['/api/pawn-loans', loanId, 'renewal'] as const;

/** GET /api/pawn-loans/{id}/renewal: the interest and late fees a renewal today asks, and whether it may be renewed. */
export function getRenewalQuote(loanId: string, signal?: AbortSignal): Promise<TRenewalQuote> {
  return apiJson<TRenewalQuote>('GET', `/api/pawn-loans/${encodeURIComponent(loanId)}/renewal`, undefined, signal);
}

export const renewalQuoteOptions = (loanId: string) =>
  queryOptions({
    queryKey: renewalQuoteKey(loanId),
    queryFn: ({ signal }) => getRenewalQuote(loanId, signal),
    // The charges change with the day and every payment: always asked afresh.
    staleTime: 0,
  });

export function useRenewalQuote(loanId: string) {
  return useQuery(renewalQuoteOptions(loanId));
}
