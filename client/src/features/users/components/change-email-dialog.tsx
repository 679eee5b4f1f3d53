import { useId, useState, type FormEvent } from 'react';
import type { TPublicUser } from '@common/contracts/auth';
import { ZChangeOwnEmailRequest } from '@common/contracts/own-account';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isNetworkError, readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeOwnEmail } from '../api/change-own-email';
import { PasswordField } from './password-field';

/** A staff member's own sign-in address, confirmed with the current password; mounted fresh for every opening. */
export function ChangeEmailDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeOwnEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = ZChangeOwnEmailRequest.safeParse({ email, currentPassword });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the address.');
      return;
    }
    setProblem(null);
    change.mutate(parsed.data, {
      onSuccess: (updated) => {
        toast({ title: 'E-mail changed', description: `You now sign in with ${updated.email}. A notice went to ${user.email}.` });
        onClose();
      },
      onError: (err) => setProblem(isNetworkError(err) ? 'Unable to connect to server. Please try again.' : (readErrorMessage(err) ?? 'Please try again.')),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent size="sm" data-testid="change-email-dialog">
        <DialogHeader>
          <DialogTitle>Change E-mail</DialogTitle>
          <DialogDescription>
            You sign in with {user.email} now. Enter the new address and your current password; we tell the old address about the change.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>New e-mail address</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={254}
              data-testid="change-email-new"
            />
          </div>
          <PasswordField
            id={`${id}-password`}
            label="Current password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            testId="change-email-password"
          />
          {problem && (
            <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="change-email-problem">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending || email.trim() === '' || currentPassword === ''} data-testid="change-email-save">
              {change.isPending ? 'Saving...' : 'Change E-mail'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
