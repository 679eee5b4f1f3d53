import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReminderSettings } from '@common/contracts/collections';
import { apiJson } from '@/lib/api-client';
import { COLLECTIONS_PATH } from './get-collections';
import { reminderSettingsQueryOptions } from './get-reminder-settings';

/** PUT /api/collections/reminder-settings (admin, super_admin): turns stages on or off. */
export function updateReminderSettings(body: Partial<TReminderSettings>): Promise<TReminderSettings> {
  return apiJson<TReminderSettings>('PUT', `${COLLECTIONS_PATH}/reminder-settings`, body);
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, settings),
  });
}
