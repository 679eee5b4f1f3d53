import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOpenCashDrawerInput, TOpenCashDrawerResponse } from '@common/contracts/cash-drawer';
import { apiJson } from '@/lib/api-client';
import { CASH_DRAWER_PATH, currentDrawerQueryOptions } from './get-current-drawer';

/** POST /api/cash-drawer/open. */
export function openDrawer(body: TOpenCashDrawerInput): Promise<TOpenCashDrawerResponse> {
  return apiJson<TOpenCashDrawerResponse>('POST', `${CASH_DRAWER_PATH}/open`, body);
}

export function useOpenDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDrawer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentDrawerQueryOptions.queryKey }),
  });
}
