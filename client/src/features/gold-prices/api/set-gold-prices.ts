import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_GOLD_PRICES_PATH, type TGoldPrices, type TSetGoldPricesInput } from '@common/contracts/gold-prices';
import { apiJson } from '@/lib/api-client';
import { goldPricesQueryOptions } from './get-gold-prices';

/** PUT /api/admin/gold-prices (admin, super_admin): today's prices for all five karats. */
export function setGoldPrices(body: TSetGoldPricesInput): Promise<TGoldPrices> {
  return apiJson<TGoldPrices>('PUT', ADMIN_GOLD_PRICES_PATH, body);
}

export function useSetGoldPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoldPrices,
    onSuccess: (saved) => queryClient.setQueryData(goldPricesQueryOptions.queryKey, saved),
  });
}
