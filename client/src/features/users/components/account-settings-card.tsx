import { useEffect, useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { getAccountType } from '@/lib/user-display';
import { ChangePasswordDialog } from './change-password-dialog';

/** The profile's settings section, the target of the avatar menu's Settings item (DESIGN decision 8). */
export function AccountSettingsCard({ user }: { user: TPublicUser }) {
  const [changing, setChanging] = useState(false);
  const local = user.loginMethod === 'local';
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
          {local
            ? 'Your name and e-mail are managed by your administrator. You can change your password here.'
            : 'Your name and e-mail are managed by your administrator; you sign in with your external provider, which keeps your password.'}
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
        {local && (
          <div className="mt-4">
            <Button variant="outline" onClick={() => setChanging(true)} data-testid="change-password-open">
              <KeyRound aria-hidden="true" />
              Change Password
            </Button>
            <ChangePasswordDialog open={changing} onOpenChange={setChanging} email={user.email} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
