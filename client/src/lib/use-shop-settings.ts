import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TShopSettings } from '@common/contracts/shop-settings';
// Not from the contract: the shell of every page reads this file, and the contract brings zod.
import { DEFAULT_SHOP_SETTINGS, SHOP_DEFAULTS } from '@common/shop-defaults';
import { apiJson } from './api-client';

// The shop's own identity, public: the footer, the borrower's contact line and the confirmation
// page read it; the Shop Settings section writes it and invalidates this key.

export const SHOP_SETTINGS_PATH = '/api/shop-settings';

export function getShopSettings(signal?: AbortSignal): Promise<TShopSettings> {
  return apiJson<TShopSettings>('GET', SHOP_SETTINGS_PATH, undefined, signal);
}

export const shopSettingsQueryOptions = queryOptions({
  queryKey: [SHOP_SETTINGS_PATH] as const,
  queryFn: ({ signal }) => getShopSettings(signal),
  // Changed a few times a year; our own save invalidates at once.
  staleTime: 10 * 60_000,
});

/** What pages show before the settings arrive (or if they cannot be read): the defaults. */
export const SHOP_FALLBACK: TShopSettings = DEFAULT_SHOP_SETTINGS;

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}

/**
 * The settings, or the defaults until they arrive: what the public pages offer (the rates a new
 * loan may use, the late fee it states) comes from here, never from a list of their own.
 */
export function useShopSettingsOrDefaults(): TShopSettings {
  return useShopSettings().data ?? SHOP_FALLBACK;
}

/** The shop's business name for headings, the nav bar and the tab title ("Pawnbook" until it is set). */
export function useShopName(): string {
  return shopNameOf(useShopSettings().data);
}

/** The business name of these settings ("Pawnbook" until it is set). */
export function shopNameOf(shop: { businessName: string } | undefined): string {
  return shop?.businessName || SHOP_DEFAULTS.businessName;
}
