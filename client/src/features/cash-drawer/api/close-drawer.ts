import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCloseCashDrawerInput, TCloseCashDrawerResponse } from '@common/contracts/cash-drawer';
import { apiJson } from '@/lib/api-client';
import { CASH_DRAWER_PATH, currentDrawerQueryOptions } from './get-current-drawer';

/** POST /api/cash-drawer/close: what was counted against what the movements say. */
export function closeDrawer(body: TCloseCashDrawerInput): Promise<TCloseCashDrawerResponse> {
  return apiJson<TCloseCashDrawerResponse>('POST', `${CASH_DRAWER_PATH}/close`, body);
}

export function useCloseDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDrawer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentDrawerQueryOptions.queryKey }),
  });
}
