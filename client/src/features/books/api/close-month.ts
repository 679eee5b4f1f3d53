import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClosedMonth, TCloseMonthRequest } from '@common/contracts/books';
import { apiJson } from '@/lib/api-client';
import { bookMonthsQueryOptions } from './get-book-months';

/** POST /api/books/close-month: 409 with the reason for the current or a future month, one already closed, or an earlier one still open. */
export function closeMonth(body: TCloseMonthRequest): Promise<TClosedMonth> {
  return apiJson<TClosedMonth>('POST', '/api/books/close-month', body);
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    // A 409 can mean someone else closed it meanwhile: the months are asked for again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookMonthsQueryOptions.queryKey }),
  });
}
