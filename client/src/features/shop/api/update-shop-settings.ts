import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TShopSettings, TUpdateShopSettingsRequest } from '@common/contracts/shop-settings';
import { apiJson } from '@/lib/api-client';
import { shopSettingsQueryOptions } from '@/lib/use-shop-settings';

export const ADMIN_SHOP_SETTINGS_PATH = '/api/admin/shop-settings';

/** PUT /api/admin/shop-settings (super admin): every field; logoUrl only when the logo changes. */
export function updateShopSettings(body: TUpdateShopSettingsRequest): Promise<TShopSettings> {
  return apiJson<TShopSettings>('PUT', ADMIN_SHOP_SETTINGS_PATH, body);
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsQueryOptions.queryKey, saved),
  });
}
