import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateEmailSettingRequest, TEmailSetting } from '@common/contracts/email-settings';
import { apiJson } from '@/lib/api-client';
import { EMAIL_SETTINGS_PATH, emailSettingsQueryOptions } from './get-email-settings';

export function createEmailSetting(body: TCreateEmailSettingRequest): Promise<TEmailSetting> {
  return apiJson<TEmailSetting>('POST', EMAIL_SETTINGS_PATH, body);
}

export function useCreateEmailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailSetting,
    // A new default clears the others' flags on the server: the whole list reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailSettingsQueryOptions.queryKey }),
  });
}
