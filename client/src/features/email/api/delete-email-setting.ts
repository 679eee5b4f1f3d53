import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { EMAIL_SETTINGS_PATH, emailSettingsQueryOptions } from './get-email-settings';

export function deleteEmailSetting(id: number): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `${EMAIL_SETTINGS_PATH}/${id}`);
}

export function useDeleteEmailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailSettingsQueryOptions.queryKey }),
  });
}
