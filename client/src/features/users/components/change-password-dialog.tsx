import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { MIN_NEW_PASSWORD_LENGTH, newPasswordProblem } from '@common/passwords';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeOwnPassword } from '../api/change-own-password';
import { PasswordField } from './password-field';

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  /** After a super admin's reset: cannot be dismissed, and asks for the one-time password. */
  forced?: boolean;
  /** Shown when forced: the only other way out. */
  onSignOut?: () => void;
  /** After the server accepted the new password, with the account as it is now. */
  onChanged?: (user: TPublicUser) => void;
};

export const PASSWORD_HINT = `At least ${MIN_NEW_PASSWORD_LENGTH} characters; not your e-mail address and not a common password.`;

/** Change your own password (local accounts). Other devices are signed out by the server. */
export function ChangePasswordDialog({ open, onOpenChange, email, forced = false, onSignOut, onChanged }: TProps) {
  const id = useId();
  const change = useChangeOwnPassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setProblem(null);
  };
  const close = (next: boolean) => {
    if (forced || change.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      newPasswordProblem(newPassword, email) ?? (newPassword !== confirmPassword ? 'The new passwords do not match' : null);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (user) => {
          onChanged?.(user);
          toast({ title: 'Password Changed', description: 'Your password has been changed. Your other devices have been signed out.' });
          reset();
          onOpenChange(false);
        },
        onError: (err) => setProblem(readErrorMessage(err) ?? 'Failed to change password'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="sm"
        hideClose={forced}
        onEscapeKeyDown={(e) => forced && e.preventDefault()}
        onInteractOutside={(e) => forced && e.preventDefault()}
        data-testid="change-password-dialog"
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden="true" />
            {forced ? 'Choose a New Password' : 'Change Password'}
          </DialogTitle>
          <DialogDescription>
            {forced
              ? 'Your password was reset by an administrator. Enter the one-time password you were given, then choose your own.'
              : 'Enter your current password, then the new one twice. Your other devices will be signed out.'}
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} className="grid gap-4" onSubmit={submit} noValidate>
          <PasswordField
            id={`${id}-current`}
            label={forced ? 'One-time password' : 'Current password'}
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            testId="password-current"
          />
          <PasswordField
            id={`${id}-new`}
            label="New password"
            value={newPassword}
            onChange={setNewPassword}
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            testId="password-new"
          />
          <PasswordField
            id={`${id}-confirm`}
            label="Confirm new password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            testId="password-confirm"
          />
          {problem && (
            <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="password-problem">
              {problem}
            </p>
          )}
        </form>
        <DialogFooter>
          {forced
            ? onSignOut && (
                <Button variant="outline" onClick={onSignOut} disabled={change.isPending}>
                  Sign Out
                </Button>
              )
            : (
                <Button variant="outline" onClick={() => close(false)} disabled={change.isPending}>
                  Cancel
                </Button>
              )}
          <Button
            type="submit"
            form={`${id}-form`}
            disabled={change.isPending || currentPassword === '' || newPassword === '' || confirmPassword === ''}
            data-testid="password-submit"
          >
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
