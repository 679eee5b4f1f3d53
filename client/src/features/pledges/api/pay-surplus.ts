import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaySurplusInput, TSurplus } from '@common/contracts/pledge-sales';
import { apiJson } from '@/lib/api-client';
import { surplusRootKey } from './get-surplus';

/** POST /api/pledges/surplus/{id}/pay (admin): the surplus paid out, with its receipt number. */
export function paySurplus({ id, payout }: { id: string; payout: TPaySurplusInput }): Promise<TSurplus> {
  return apiJson<TSurplus>('POST', `/api/pledges/surplus/${encodeURIComponent(id)}/pay`, payout);
}

export function usePaySurplus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: paySurplus, onSuccess: () => queryClient.invalidateQueries({ queryKey: surplusRootKey }) });
}
