import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationBorrowerRecord, TBorrowerChangeDecisionRequest } from '@common/contracts/borrower-changes';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { apiJson } from '@/lib/api-client';
import { pawnLoanQueryKey } from './get-pawn-loan';

export type TDecideBorrowerChangeInput = { id: string } & TBorrowerChangeDecisionRequest;

export function decideBorrowerChange({ id, ...body }: TDecideBorrowerChangeInput): Promise<TApplicationBorrowerRecord> {
  return apiJson<TApplicationBorrowerRecord>('POST', `/api/pawn-loans/${encodeURIComponent(id)}/borrower-changes`, body);
}

/** Accept or ignore one change; the open review shows the answer at once, then refetches. */
export function useDecideBorrowerChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBorrowerChange,
    onSuccess: async (borrowerRecord, { id }) => {
      queryClient.setQueryData<TPawnLoanDetailResponse>(pawnLoanQueryKey(id), (old) => (old ? { ...old, borrowerRecord } : old));
      await queryClient.invalidateQueries({ queryKey: pawnLoanQueryKey(id) });
    },
  });
}
