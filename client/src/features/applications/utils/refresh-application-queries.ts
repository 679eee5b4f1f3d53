import type { QueryClient } from '@tanstack/react-query';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { adminSummaryQueryOptions } from '../api/get-admin-summary';
import { pawnLoanQueryKey } from '../api/get-pawn-loan';

/**
 * After a review call: show the answer at once in the open dialog, then refetch the list, the detail
 * (its history gained a row) and the summary cards, each by its own query key.
 */
export async function refreshApplicationQueries(queryClient: QueryClient, updated?: TPawnLoanListItem): Promise<void> {
  if (updated) {
    queryClient.setQueryData<TPawnLoanDetailResponse>(pawnLoanQueryKey(updated.id), (old) => (old ? { ...old, application: updated } : old));
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/pawn-loans'] }),
    queryClient.invalidateQueries({ queryKey: adminSummaryQueryOptions.queryKey }),
  ]);
}
