import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isNetworkError, readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocalLogin } from '../api/local-login';
import { getPostLoginPath } from '../utils/redirects';

// The spec turns off autocomplete, autocorrect and spellcheck on both fields.
const quietField = {
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

export function LocalLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [, navigate] = useLocation();
  const login = useLocalLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName ?? user.email}!` });
          // A one-time password opens nothing until it is replaced: stay here under the dialog that asks for it.
          if (user.mustChangePassword) return;
          navigate(getPostLoginPath(user.role));
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            toast({ title: 'Login Error', description: 'Unable to connect to server.', variant: 'destructive' });
            return;
          }
          toast({
            title: 'Login Failed',
            description: readErrorMessage(err) ?? 'Invalid credentials',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Local Login">
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          data-testid="login-email"
          {...quietField}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="login-password"
          {...quietField}
        />
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending} data-testid="login-submit">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
