import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAutoBackupSettings } from '@common/contracts/system';
import { apiJson } from '@/lib/api-client';

export const AUTO_BACKUP_SETTINGS_PATH = '/api/system/auto-backup-settings';

export function getAutoBackupSettings(signal?: AbortSignal): Promise<TAutoBackupSettings> {
  return apiJson<TAutoBackupSettings>('GET', AUTO_BACKUP_SETTINGS_PATH, undefined, signal);
}

export const autoBackupSettingsQueryOptions = queryOptions({
  queryKey: [AUTO_BACKUP_SETTINGS_PATH] as const,
  queryFn: ({ signal }) => getAutoBackupSettings(signal),
});

export function useAutoBackupSettings() {
  return useQuery(autoBackupSettingsQueryOptions);
}
