import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailSetting, TUpdateEmailSettingRequest } from '@common/contracts/email-settings';
import { apiJson } from '@/lib/api-client';
import { EMAIL_SETTINGS_PATH, emailSettingsQueryOptions } from './get-email-settings';

export type TUpdateEmailSettingInput = { id: number; changes: TUpdateEmailSettingRequest };

/** PUT /api/admin/email-settings/{id}: a password left out keeps the stored one. */
export function updateEmailSetting({ id, changes }: TUpdateEmailSettingInput): Promise<TEmailSetting> {
  return apiJson<TEmailSetting>('PUT', `${EMAIL_SETTINGS_PATH}/${id}`, changes);
}

export function useUpdateEmailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailSettingsQueryOptions.queryKey }),
  });
}
