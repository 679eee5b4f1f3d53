import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReminderSettings } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH, collectionsRootKey } from './get-collections';

/** GET /api/collections/reminder-settings: which reminder stages are on. */
export function getReminderSettings(signal?: AbortSignal): Promise<TReminderSettings> {
  return apiJson<TReminderSettings>('GET', `${COLLECTIONS_PATH}/reminder-settings`, undefined, signal);
}

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...collectionsRootKey, 'reminder-settings'] as const, queryFn: ({ signal }) => getReminderSettings(signal) });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}
