import { useId, useState, type FormEvent } from 'react';
import { EMAIL_SETTINGS_TEXTS, EMAIL_SETTINGS_TOASTS, type TEmailSetting } from '@common/contracts/email-settings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTestEmailSetting } from '../api/test-email-setting';

type TProps = { setting: TEmailSetting | null; onClose: () => void };

/**
 * Sends one message at once with the stored settings, active or not, so a configuration can be
 * checked before it is turned on. The dialog stays open after a send to try another address.
 */
export function TestEmailDialog({ setting, onClose }: TProps) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [lastSent, setLastSent] = useState<string | null>(null);
  const send = useTestEmailSetting();

  const close = (open: boolean) => {
    if (open || send.isPending) return;
    setAddress('');
    setLastSent(null);
    send.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const testEmail = address.trim();
    if (!setting || testEmail === '' || send.isPending) return;
    send.mutate(
      { id: setting.id, testEmail },
      {
        onSuccess: (result) => {
          toast(EMAIL_SETTINGS_TOASTS.testSent);
          setAddress('');
          setLastSent(result.message);
        },
        onError: (err) => {
          setLastSent(null);
          toast({ title: EMAIL_SETTINGS_TOASTS.testFailedTitle, description: readErrorMessage(err) ?? EMAIL_SETTINGS_TOASTS.testFailed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={setting !== null} onOpenChange={close}>
      <DialogContent size="sm" data-testid="email-test-dialog">
        <DialogHeader>
          <DialogTitle>{EMAIL_SETTINGS_TEXTS.testTitle}</DialogTitle>
          <DialogDescription>
            {setting && (
              <>
                Sends a test email now with the <strong className="text-foreground">{setting.service.toUpperCase()}</strong> configuration of{' '}
                <span className="break-all text-foreground">{setting.username}</span>, whether or not it is active.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-address`}>{EMAIL_SETTINGS_TEXTS.testAddressLabel}</Label>
            <Input
              id={`${id}-address`}
              type="email"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              placeholder="you@example.com"
              maxLength={254}
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              data-testid="email-test-address"
            />
          </div>
          {lastSent && (
            <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success" data-testid="email-test-result">
              {lastSent}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={send.isPending}>
              Close
            </Button>
            <Button type="submit" disabled={address.trim() === '' || send.isPending} data-testid="email-test-send">
              {send.isPending ? EMAIL_SETTINGS_TEXTS.sending : EMAIL_SETTINGS_TEXTS.sendTest}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
