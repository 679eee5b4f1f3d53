import { useState } from 'react';
import { Download, HardDrive, Trash2 } from 'lucide-react';
import { can } from '@common/permissions';
import { SYSTEM_TOASTS, type TSystemBackup } from '@common/contracts/system';
import { LoadError } from '@/components/load-error';
import { SuperAdminCredentialsDialog } from '@/components/super-admin-credentials-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-auth';
import { useDeleteBackup } from '../api/delete-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { formatBytes } from '../utils/format-bytes';

const TYPE_LABELS: Record<string, string> = { manual: 'Manual', auto: 'Auto', 'pre-restore': 'Pre-restore' };

/** Backup Files: every recorded backup; super admins download and delete (a backup holds every borrower's data). */
export function BackupFilesCard() {
  const { user } = useAuth();
  const mayHandleFiles = user ? can(user.role, 'system.restore') : false;
  const backups = useBackups();
  const download = useDownloadBackup();
  const remove = useDeleteBackup();
  const [deleting, setDeleting] = useState<TSystemBackup | null>(null);

  const startDownload = (backup: TSystemBackup) => {
    toast(SYSTEM_TOASTS.downloadStarted);
    download.mutate(backup.filename, { onError: () => toast(SYSTEM_TOASTS.downloadFailed) });
  };

  const list = backups.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HardDrive className="size-5 text-primary" aria-hidden="true" />
          Backup Files
        </CardTitle>
      </CardHeader>
      <CardContent>
        {backups.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : backups.isError ? (
          <LoadError message={readErrorMessage(backups.error) ?? 'We could not load the backup list.'} onRetry={() => void backups.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="backups-empty">
            No backups yet
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Backup files">
            {list.map((backup) => (
              <li key={backup.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3" data-testid="backup-row" data-filename={backup.filename}>
                <div className="grid min-w-0 gap-1">
                  <p className="font-mono text-sm break-all">{backup.filename}</p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="outline">{TYPE_LABELS[backup.backupType] ?? backup.backupType}</Badge>
                    {backup.status !== 'completed' && <Badge variant="destructive">{backup.status}</Badge>}
                    {!backup.fileExists && backup.status === 'completed' && <Badge variant="destructive">File missing</Badge>}
                    <span>{formatDateTime(backup.createdAt)}</span>
                    <span>{formatBytes(backup.actualFileSize ?? backup.fileSize)}</span>
                    <span>{formatCount(backup.recordCount)} records</span>
                    {backup.createdBy && <span>by {backup.createdBy}</span>}
                  </p>
                </div>
                {mayHandleFiles && (
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" disabled={!backup.fileExists} onClick={() => startDownload(backup)} aria-label={`Download ${backup.filename}`}>
                      <Download aria-hidden="true" />
                      Download
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setDeleting(backup)} aria-label={`Delete ${backup.filename}`}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <SuperAdminCredentialsDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Backup"
        description={<p>This removes {deleting?.filename} for good. It cannot be restored afterwards.</p>}
        confirmLabel="Delete Backup"
        pendingLabel="Deleting..."
        testId="delete-backup-dialog"
        onConfirm={async (credentials) => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id, credentials });
          toast({ title: 'Backup Deleted', description: `${deleting.filename} has been deleted.` });
          setDeleting(null);
        }}
      />
    </Card>
  );
}
