import { useState } from 'react';
import { AlertTriangle, DatabaseBackup, Loader2, Upload } from 'lucide-react';
import { can } from '@common/permissions';
import { SYSTEM_TOASTS } from '@common/contracts/system';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-auth';
import { useCreateBackup } from '../api/create-backup';
import type { TDownloadProgress } from '../utils/read-download';
import { formatBytes } from '../utils/format-bytes';
import { RestoreDialog } from './restore-dialog';

/** System Actions: Create System Backup (with progress), Restore from Backup (super admin), and the warning. */
export function SystemActionsCard({ onRestored }: { onRestored: () => void }) {
  const { user } = useAuth();
  const mayRestore = user ? can(user.role, 'system.restore') : false;
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const create = useCreateBackup(setProgress);
  const [restoring, setRestoring] = useState(false);

  const startBackup = () => {
    setProgress(null);
    create.mutate(undefined, {
      onSuccess: ({ downloaded }) => toast(downloaded ? SYSTEM_TOASTS.backupCreated : SYSTEM_TOASTS.backupStored),
      onError: () => toast(SYSTEM_TOASTS.backupFailed),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <DatabaseBackup className="size-5 text-primary" aria-hidden="true" />
          System Actions
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" role="note">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          These actions affect the whole system. A restore replaces every record with the backup&apos;s.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={startBackup} disabled={create.isPending} data-testid="create-backup">
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <DatabaseBackup aria-hidden="true" />}
            {create.isPending ? 'Creating Backup...' : 'Create System Backup'}
          </Button>
          {mayRestore && (
            <Button variant="destructive" onClick={() => setRestoring(true)} disabled={create.isPending} data-testid="open-restore">
              <Upload aria-hidden="true" />
              Restore from Backup
            </Button>
          )}
        </div>
        {create.isPending && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="backup-progress">
            {progress
              ? `Downloading backup: ${formatBytes(progress.received)}${progress.total ? ` of ${formatBytes(progress.total)}` : ''}`
              : 'Writing the backup on the server...'}
          </p>
        )}
      </CardContent>
      {mayRestore && <RestoreDialog open={restoring} onOpenChange={setRestoring} onRestored={onRestored} />}
    </Card>
  );
}
