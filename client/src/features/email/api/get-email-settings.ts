import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailSettingsResponse } from '@common/contracts/email-settings';
import { apiJson } from '@/lib/api-client';

export const EMAIL_SETTINGS_PATH = '/api/admin/email-settings';

export function getEmailSettings(signal?: AbortSignal): Promise<TEmailSettingsResponse> {
  return apiJson<TEmailSettingsResponse>('GET', EMAIL_SETTINGS_PATH, undefined, signal);
}

export const emailSettingsQueryOptions = queryOptions({
  queryKey: [EMAIL_SETTINGS_PATH] as const,
  queryFn: ({ signal }) => getEmailSettings(signal),
  // Another administrator may change them meanwhile; our own changes invalidate at once.
  staleTime: 30_000,
});

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions);
}
