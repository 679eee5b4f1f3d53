import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPawnLoanRequest, TPawnLoanResponse } from '@common/contracts/pawn-loans';
import { apiJson } from '@/lib/api-client';

export function submitPawnLoan(body: TPawnLoanRequest): Promise<TPawnLoanResponse> {
  return apiJson<TPawnLoanResponse>('POST', '/api/pawn-loans', body);
}

/** Submitting an application changes the staff lists and counts, so their queries are refreshed. */
export function useSubmitPawnLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPawnLoan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/pawn-loans'] }),
  });
}
