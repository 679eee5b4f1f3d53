import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DEFAULT_EXTERNAL_PROVIDER_NAME, useAuthConfig } from '../api/get-auth-config';
import { ExternalLoginPanel } from './external-login-panel';
import { LocalLoginForm } from './local-login-form';

export function StaffLoginCard() {
  const config = useAuthConfig();
  const providerName = config.data?.externalProviderName || DEFAULT_EXTERNAL_PROVIDER_NAME;

  return (
    <Card data-testid="staff-login-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Staff Login
          </CardTitle>
          <Badge variant="destructive">Admin</Badge>
        </div>
        <CardDescription>For super admin and staff members</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="local">
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
          </TabsContent>
          <TabsContent value="external">
            <ExternalLoginPanel providerName={providerName} enabled={config.data?.externalProviderEnabled} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
