import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPledge } from '@common/contracts/pledges';
import { apiJson } from '@/lib/api-client';

/** GET /api/pawn-loans/{loanId}/pledge (staff): the pawn's items, for their tags. */
export function getPawnedItems(loanId: string, signal?: AbortSignal): Promise<TPledge> {
  return apiJson<TPledge>('GET', `/api/pawn-loans/${encodeURIComponent(loanId)}/pledge`, undefined, signal);
}

export const pawnedItemsQueryOptions = (loanId: string) =>
  queryOptions({
    queryKey: ['/api/pawn-loans', loanId, 'pledge'] as const,
    queryFn: ({ signal }) => getPawnedItems(loanId, signal),
    staleTime: 60_000,
  });

export function usePawnedItems(loanId: string) {
  return useQuery(pawnedItemsQueryOptions(loanId));
}

/** The pawn ticket PDF (opened in a new tab to print). */
export const ticketUrlOf = (applicationNumber: string) => `/api/pawn-loans/${encodeURIComponent(applicationNumber)}/ticket`;
/** An item's tag PDF. */
export const tagUrlOf = (itemId: string) => `/api/pawn-items/${encodeURIComponent(itemId)}/tag`;
