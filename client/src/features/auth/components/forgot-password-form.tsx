import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isNetworkError, readErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * Asks for a reset link. The answer is the same for every address, so the form says the same:
 * look in your inbox. What was typed stays when the request fails.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const address = email.trim();
    if (address === '') {
      setProblem('Enter the e-mail address you sign in with.');
      return;
    }
    setProblem(null);
    request.mutate(
      { email: address },
      {
        onError: (err) =>
          setProblem(isNetworkError(err) ? 'Unable to connect to server. Check your connection and try again.' : (readErrorMessage(err) ?? 'Something went wrong. Please try again.')),
      },
    );
  };

  if (request.isSuccess) {
    return (
      <div className="grid gap-4" data-testid="forgot-password-sent">
        <p role="status" className="flex items-start gap-2 rounded-md bg-success-soft p-3 text-sm text-success">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {request.data.message}
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing after a few minutes? Look in your spam folder, or{' '}
          <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={() => request.reset()}>
            try another address
          </button>
          .
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Forgot password" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby="forgot-email-hint"
          aria-invalid={problem ? true : undefined}
          data-testid="forgot-email"
        />
        <p id="forgot-email-hint" className="text-xs text-muted-foreground">
          The address you sign in with. Accounts that sign in with an external provider are told where to go instead.
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="forgot-problem">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={request.isPending} data-testid="forgot-submit">
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link href="/login">Back to Sign In</Link>
      </Button>
    </form>
  );
}
