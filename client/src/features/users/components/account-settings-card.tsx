import { useEffect } from 'react';
import type { TPublicUser } from '@common/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { getAccountType } from '@/lib/user-display';

/** The profile's settings section, the target of the avatar menu's Settings item (DESIGN decision 8). */
export function AccountSettingsCard({ user }: { user: TPublicUser }) {
  useEffect(() => {
    if (window.location.hash !== '#settings') return;
    const target = document.getElementById('settings');
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, []);

  return (
    <Card id="settings" tabIndex={-1} className="scroll-mt-20 outline-none" data-testid="account-settings">
      <CardHeader>
        <CardTitle>Account Settings</CardTitle>
        <CardDescription>
          Your name, e-mail and password are managed by your administrator. Ask them if anything here needs to change.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Sign-in Method</dt>
            <dd className="font-medium">{getAccountType(user.loginMethod)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Account Status</dt>
            <dd>
              <Badge variant={user.isActive ? 'success' : 'destructive'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Member Since</dt>
            <dd className="font-medium">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
