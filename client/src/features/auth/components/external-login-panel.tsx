import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export const EXTERNAL_LOGIN_PATH = '/api/auth/login';

type TExternalLoginPanelProps = {
  providerName: string;
  /** false when the server said no provider is configured; undefined while that is unknown. */
  enabled: boolean | undefined;
  /** Where the button goes: /api/auth/login, with the path to come back to when there is one. */
  href?: string;
};

export function ExternalLoginPanel({ providerName, enabled, href = EXTERNAL_LOGIN_PATH }: TExternalLoginPanelProps) {
  const startLogin = () => {
    try {
      // A full navigation, not a fetch: the provider's pages take over the tab and send it back.
      window.location.assign(href);
    } catch {
      toast({ title: 'Login Failed', description: 'Unable to initiate login process.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="external-login-hint">
        {enabled === false
          ? 'External sign-in is not set up. Use Local Login or ask your administrator.'
          : `You will be taken to ${providerName} to sign in, then brought back here. Borrowers and staff whose account uses ${providerName} sign in here.`}
      </p>
      <Button
        className="w-full"
        variant="secondary"
        onClick={startLogin}
        disabled={enabled === false}
        data-testid="external-login"
      >
        <ExternalLink aria-hidden="true" />
        Continue with {providerName}
      </Button>
    </div>
  );
}
