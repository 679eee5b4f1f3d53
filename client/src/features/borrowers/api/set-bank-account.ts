import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBankAccountRequest, TBorrowerSummary } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

export type TSetBankAccountInput = TBankAccountRequest & { borrowerId: string };

/** PATCH /api/borrowers/{id}/bank-account: an empty string removes the number. */
export function setBankAccount({ borrowerId, ...body }: TSetBankAccountInput): Promise<TBorrowerSummary> {
  return apiJson<TBorrowerSummary>('PATCH', `/api/borrowers/${encodeURIComponent(borrowerId)}/bank-account`, body);
}

export function useSetBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBankAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
