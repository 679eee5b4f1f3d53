import { Trash2 } from 'lucide-react';
import type { TEmailSetting } from '@common/contracts/email-settings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type TProps = { setting: TEmailSetting | null; isPending: boolean; onConfirm: () => void; onClose: () => void };

/** Deleting removes the stored password with it; the confirmation names what goes. */
export function DeleteEmailSettingDialog({ setting, isPending, onConfirm, onClose }: TProps) {
  const sendsMail = setting?.isActive ?? false;
  return (
    <Dialog open={setting !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" data-testid="email-delete-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Trash2 className="size-5 text-destructive" aria-hidden="true" />
            Delete Email Configuration
          </DialogTitle>
          <DialogDescription>
            {setting && (
              <>
                Delete the <strong className="text-foreground">{setting.service.toUpperCase()}</strong> configuration of{' '}
                <span className="break-all text-foreground">{setting.username}</span> and its stored password? This cannot be undone.
                {sendsMail && ' If no other configuration is active, emails wait in the outbox until one is.'}
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending} data-testid="email-delete-confirm">
            {isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
