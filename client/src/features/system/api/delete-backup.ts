import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeletedResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';
import { backupStatusQueryOptions } from './get-backup-status';
import { BACKUPS_PATH, backupsQueryOptions } from './get-backups';

export type TDeleteBackupInput = { id: number; credentials: { email: string; password: string } };

/** DELETE /api/system/backups/{id} with a super admin's e-mail and password in the body. */
export function deleteBackup({ id, credentials }: TDeleteBackupInput): Promise<TDeletedResponse> {
  return apiJson<TDeletedResponse>('DELETE', `${BACKUPS_PATH}/${id}`, credentials);
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backupsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: backupStatusQueryOptions.queryKey });
    },
  });
}
