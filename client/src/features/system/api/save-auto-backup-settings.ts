import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAutoBackupSettings, TAutoBackupSettingsRequest } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';
import { AUTO_BACKUP_SETTINGS_PATH, autoBackupSettingsQueryOptions } from './get-auto-backup-settings';

/** POST /api/system/auto-backup-settings. */
export function saveAutoBackupSettings(settings: TAutoBackupSettingsRequest): Promise<TAutoBackupSettings> {
  return apiJson<TAutoBackupSettings>('POST', AUTO_BACKUP_SETTINGS_PATH, settings);
}

export function useSaveAutoBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutoBackupSettings,
    onSuccess: (saved) => queryClient.setQueryData(autoBackupSettingsQueryOptions.queryKey, saved),
  });
}
