import { useId, useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import type { TAdminUser } from '@common/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useResetUserPassword } from '../api/reset-user-password';
import { PasswordField } from './password-field';

type TProps = { user: TAdminUser | null; onClose: () => void };

/**
 * A super admin resets a local account's password: confirmed with their own password, answered
 * with a one-time password shown here once. Its owner must choose a new one at next sign-in.
 */
export function ResetPasswordDialog({ user, onClose }: TProps) {
  const id = useId();
  const resetPassword = useResetUserPassword();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const name = user ? getDisplayName(user) : '';

  const close = () => {
    if (resetPassword.isPending) return;
    setPassword('');
    setProblem(null);
    setTemporary(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || password === '') return;
    resetPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: (answer) => {
          setPassword('');
          setProblem(null);
          setTemporary(answer.temporaryPassword);
        },
        onError: (err) => setProblem(readErrorMessage(err) ?? 'Failed to reset password'),
      },
    );
  };

  const copy = () => {
    if (!temporary) return;
    navigator.clipboard
      ?.writeText(temporary)
      .then(() => toast({ title: 'Copied', description: 'The one-time password is on the clipboard.' }))
      .catch(() => toast({ title: 'Copy Failed', description: 'Select the password and copy it by hand.', variant: 'destructive' }));
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent size="sm" data-testid="reset-password-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden="true" />
            Reset Password
          </DialogTitle>
          <DialogDescription>
            {temporary ? (
              <>Give this one-time password to <strong className="text-foreground">{name}</strong>. It is shown only once; they must choose a new password when they next sign in.</>
            ) : (
              <>
                <strong className="text-foreground">{name}</strong>
                {user && name !== user.email && <> ({user.email})</>} gets a one-time password and is signed out everywhere. Enter your own password to confirm.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {temporary ? (
          <div className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground" id={`${id}-temporary-label`}>
              One-time password
            </p>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-base break-all select-all"
                aria-labelledby={`${id}-temporary-label`}
                data-testid="reset-password-temporary"
              >
                {temporary}
              </code>
              <Button variant="outline" size="icon" onClick={copy} aria-label="Copy the one-time password">
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : (
          <form id={`${id}-form`} className="grid gap-4" onSubmit={submit} noValidate>
            <PasswordField
              id={`${id}-own`}
              label="Your password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              testId="reset-password-own"
            />
            {problem && (
              <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="reset-password-problem">
                {problem}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          {temporary ? (
            <Button onClick={close} data-testid="reset-password-done">
              Done
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={resetPassword.isPending}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} disabled={resetPassword.isPending || password === ''} data-testid="reset-password-confirm">
                {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
