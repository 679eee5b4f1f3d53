import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { MIN_NEW_PASSWORD_LENGTH, newPasswordProblem } from '@common/passwords';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isNetworkError, readErrorMessage } from '@/lib/api-client';
import { useResetPasswordWithToken } from '../api/reset-password-with-token';

const HINT = `At least ${MIN_NEW_PASSWORD_LENGTH} characters; not your e-mail address and not a common password.`;

/** The new password for the account a reset link opens (the token comes from the link). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPasswordWithToken();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    // The e-mail is the server's to check; the other rules are the same on both sides.
    const found = newPasswordProblem(password, '') ?? (password !== confirm ? 'The new passwords do not match' : null);
    setProblem(found);
    if (found) return;
    reset.mutate(
      { token, password },
      {
        onError: (err) =>
          setProblem(isNetworkError(err) ? 'Unable to connect to server. Check your connection and try again.' : (readErrorMessage(err) ?? 'Something went wrong. Please try again.')),
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4" data-testid="reset-password-done">
        <p role="status" className="flex items-start gap-2 rounded-md bg-success-soft p-3 text-sm text-success">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {reset.data.message}
        </p>
        <Button asChild className="w-full" data-testid="reset-password-sign-in">
          <Link href="/login">Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Choose a new password" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="reset-new">New password</Label>
        <Input
          id="reset-new"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="reset-new-hint"
          data-testid="reset-password-new"
        />
        <p id="reset-new-hint" className="text-xs text-muted-foreground">
          {HINT}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reset-confirm">Confirm new password</Label>
        <Input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          data-testid="reset-password-confirm"
        />
      </div>
      {problem && (
        <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="reset-password-problem">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={reset.isPending || password === '' || confirm === ''} data-testid="reset-password-submit">
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Link expired or used?{' '}
        <Link href="/forgot-password" className="font-medium text-primary underline underline-offset-4">
          Ask for a new one
        </Link>
      </p>
    </form>
  );
}
