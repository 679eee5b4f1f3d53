import { useEffect, useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DEFAULT_EXTERNAL_PROVIDER_NAME, useAuthConfig } from '../api/get-auth-config';
import { EXTERNAL_SIGN_OUT_KEY } from '../api/logout';

function readExternalSignOutFlag(): boolean {
  try {
    return window.sessionStorage.getItem(EXTERNAL_SIGN_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * After an external account signs out here, the provider may still hold its own session: offer
 * ending that one too (the server sends the browser to the provider's end-session page, if any).
 */
export function ProviderSignOutNote() {
  // Read during render (a render React throws away may run this again), removed once shown.
  const [show] = useState(readExternalSignOutFlag);
  const config = useAuthConfig();
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(EXTERNAL_SIGN_OUT_KEY);
    } catch {
      // Storage may be off.
    }
  }, []);
  if (!show || !config.data?.externalProviderEnabled) return null;
  const name = config.data.externalProviderName || DEFAULT_EXTERNAL_PROVIDER_NAME;
  return (
    <div className="mx-auto mb-6 flex max-w-xl flex-wrap items-center justify-center gap-3 text-center text-sm" data-testid="provider-sign-out-note">
      <span>You may still be signed in at {name}.</span>
      <Button asChild variant="outline" size="sm">
        <a href="/api/auth/provider-logout">
          <LogOut aria-hidden="true" />
          Sign out of {name} too
        </a>
      </Button>
    </div>
  );
}
