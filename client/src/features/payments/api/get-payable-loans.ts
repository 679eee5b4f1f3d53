import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayableLoan, TPayableLoansResponse } from '@common/contracts/payments';
import { apiJson, isAbortError } from '@/lib/api-client';

export const PAYABLE_LOANS_PATH = '/api/payments/loans';
/** Spec staff-area section 5: a search fires only with at least 2 characters. */
export const LOAN_SEARCH_MIN_LENGTH = 2;

export const payableLoansRootKey = [PAYABLE_LOANS_PATH] as const;

/** GET /api/payments/loans?search=: approved and active loans with their ledger totals; no search lists the 20 most recently changed. */
export function getPayableLoans(search: string, signal?: AbortSignal): Promise<TPayableLoansResponse> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return apiJson<TPayableLoansResponse>('GET', `${PAYABLE_LOANS_PATH}${query}`, undefined, signal);
}

export const payableLoansQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...payableLoansRootKey, search] as const,
    // Spec section 8: on a 401 or any failure the results are emptied and nothing is shown (null:
    // no list and no "nothing found" either).
    queryFn: async ({ signal }): Promise<TPayableLoan[] | null> => {
      try {
        return (await getPayableLoans(search, signal)).loans;
      } catch (err) {
        if (isAbortError(err)) throw err;
        return null;
      }
    },
    staleTime: 15_000,
  });

/** Searches once the text has at least 2 characters; with `listRecent`, an empty text lists recent loans. */
export function usePayableLoans(search: string, { listRecent = false }: { listRecent?: boolean } = {}) {
  const text = search.trim();
  const enabled = text.length >= LOAN_SEARCH_MIN_LENGTH || (listRecent && text === '');
  return useQuery({ ...payableLoansQueryOptions(text), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
