import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationBorrowerRecord } from '@common/contracts/borrower-changes';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { apiJson } from '@/lib/api-client';
import { pawnLoanQueryKey } from './get-pawn-loan';

export function linkApplicationToBorrower(id: string): Promise<TApplicationBorrowerRecord> {
  return apiJson<TApplicationBorrowerRecord>('POST', `/api/pawn-loans/${encodeURIComponent(id)}/borrower-link`);
}

/** Staff link the application to the borrower's account; the open review shows the answer at once, then refetches. */
export function useLinkApplicationToBorrower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkApplicationToBorrower,
    onSuccess: async (borrowerRecord, id) => {
      queryClient.setQueryData<TPawnLoanDetailResponse>(pawnLoanQueryKey(id), (old) => (old ? { ...old, borrowerRecord } : old));
      await queryClient.invalidateQueries({ queryKey: pawnLoanQueryKey(id) });
    },
  });
}
