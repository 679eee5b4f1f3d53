import { useId, useState, type FormEvent } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { RESTORE_CONFIRMATION_WORD, SYSTEM_TOASTS } from '@common/contracts/system';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRestoreBackup } from '../api/restore-backup';

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; onRestored: () => void };

/**
 * Restore from Backup: a .json file and the typed word RESTORE, then the upload and the server's
 * validate-backup-replace run while the dialog shows progress. Success reloads the page (spec);
 * when the answer also asks for something (files missing or not included, an SMTP password to enter
 * again), the dialog shows it first and reloads when it is read.
 */
export function RestoreDialog({ open, onOpenChange, onRestored }: TProps) {
  const id = useId();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const ready = file !== null && typed.trim() === RESTORE_CONFIRMATION_WORD && !restore.isPending;

  const close = (next: boolean) => {
    if (restore.isPending) return;
    if (notes) {
      onRestored();
      return;
    }
    if (!next) {
      setFile(null);
      setTyped('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !file) return;
    setError(null);
    restore.mutate(file, {
      onSuccess: (answer) => {
        toast(SYSTEM_TOASTS.restoreComplete);
        const extra = answer.message.replace(SYSTEM_TOASTS.restoreComplete.description, '').trim();
        if (extra) setNotes(extra);
        else onRestored();
      },
      onError: (err) => {
        const message = readErrorMessage(err);
        setError(message ?? SYSTEM_TOASTS.restoreFailed.description);
        toast({ ...SYSTEM_TOASTS.restoreFailed, description: message ?? SYSTEM_TOASTS.restoreFailed.description });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm" data-testid="restore-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            Restore from Backup
          </DialogTitle>
          <DialogDescription>
            Every record is replaced by the backup&apos;s. A backup of the current data is taken first, and everyone else is signed out.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>Backup file (.json)</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              disabled={restore.isPending}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="restore-file"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-confirm`}>Type {RESTORE_CONFIRMATION_WORD} to confirm</Label>
            <Input id={`${id}-confirm`} value={typed} autoComplete="off" disabled={restore.isPending} onChange={(e) => setTyped(e.target.value)} data-testid="restore-confirm" />
          </div>
          {restore.isPending && (
            <div role="status" className="grid gap-2" data-testid="restore-progress">
              <p className="flex items-center gap-2 text-sm">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Uploading, checking and restoring the backup. Keep this page open.
              </p>
              <div className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
              </div>
            </div>
          )}
          {notes && (
            <div role="status" className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30" data-testid="restore-notes">
              <p className="font-medium">{SYSTEM_TOASTS.restoreComplete.description}</p>
              <p>{notes}</p>
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive" data-testid="restore-error">
              {error}
            </p>
          )}
          <DialogFooter>
            {notes ? (
              <Button type="button" onClick={onRestored} data-testid="restore-reload">
                Reload
              </Button>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={() => close(false)} disabled={restore.isPending}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={!ready} data-testid="restore-submit">
                  {restore.isPending ? 'Restoring...' : 'Restore'}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
