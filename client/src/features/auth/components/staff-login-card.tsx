import { Link } from 'wouter';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DEFAULT_EXTERNAL_PROVIDER_NAME, useAuthConfig } from '../api/get-auth-config';
import { AccessCard } from './access-card';
import { getExternalLoginHref, getLoginErrorNotice } from '../utils/redirects';
import { ExternalLoginPanel } from './external-login-panel';
import { LocalLoginForm } from './local-login-form';

type TStaffLoginCardProps = {
  /** The ?error= the server sent back from a failed external sign-in, explained on the card. */
  error?: string | null;
  /** A same-site path to come back to after an external sign-in. */
  returnTo?: string | null;
};

export function StaffLoginCard({ error = null, returnTo = null }: TStaffLoginCardProps) {
  const config = useAuthConfig();
  const providerName = config.data?.externalProviderName || DEFAULT_EXTERNAL_PROVIDER_NAME;
  const notice = getLoginErrorNotice(error);
  // A password account refused at the provider belongs on the Local Login tab; other failures stay on the provider's.
  const initialTab = error && error !== 'local_account' && config.data?.externalProviderEnabled ? 'external' : 'local';

  return (
    <AccessCard icon={ShieldCheck} title="Staff Login" badge={{ label: 'Admin', variant: 'destructive' }} description="For super admin and staff members" testId="staff-login-card">
      {notice && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-destructive-soft p-3 text-sm text-destructive"
          data-testid="login-error-note"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice.description}
        </p>
      )}
      <Tabs key={initialTab} defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="local" data-testid="tab-local-login">
            Local Login
          </TabsTrigger>
          <TabsTrigger value="external" data-testid="tab-external-login">
            {providerName}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="local">
          <LocalLoginForm />
          <p className="mt-3 text-center text-sm">
            <Link href="/forgot-password" className="font-medium text-primary underline underline-offset-4" data-testid="forgot-password-link">
              Forgot password?
            </Link>
          </p>
        </TabsContent>
        <TabsContent value="external">
          <ExternalLoginPanel
            providerName={providerName}
            enabled={config.data?.externalProviderEnabled}
            href={getExternalLoginHref(returnTo)}
          />
        </TabsContent>
      </Tabs>
    </AccessCard>
  );
}
