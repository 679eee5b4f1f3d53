import { useEffect, useState } from 'react';
import { AtSign, KeyRound, UserPen } from 'lucide-react';
import { can } from '@common/permissions';
import type { TPublicUser } from '@common/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { getAccountType } from '@/lib/user-display';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { OwnNameDialog } from './own-name-dialog';

/** The profile's settings section, the target of the avatar menu's Settings item (DESIGN decision 8). */
export function AccountSettingsCard({ user }: { user: TPublicUser }) {
  const [changing, setChanging] = useState(false);
  const [naming, setNaming] = useState(false);
  const [moving, setMoving] = useState(false);
  const local = user.loginMethod === 'local';
  const ownName = can(user.role, 'profile.editName');
  // An external provider's account keeps its address there.
  const ownEmail = local && can(user.role, 'profile.editEmail');
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
          {[
            ownName && ownEmail
              ? 'You can change your name and your e-mail address here.'
              : ownName
                ? 'You can change your name here; your e-mail is managed by your administrator.'
                : 'Your name and e-mail are managed by your administrator.',
            local ? 'You can change your password here.' : 'You sign in with your external provider, which keeps your password.',
          ].join(' ')}
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
        {(local || ownName) && (
          <div className="mt-4 flex flex-wrap gap-2">
            {ownName && (
              <Button variant="outline" onClick={() => setNaming(true)} data-testid="own-name-open">
                <UserPen aria-hidden="true" />
                Edit Name
              </Button>
            )}
            {ownEmail && (
              <Button variant="outline" onClick={() => setMoving(true)} data-testid="change-email-open">
                <AtSign aria-hidden="true" />
                Change E-mail
              </Button>
            )}
            {local && (
              <Button variant="outline" onClick={() => setChanging(true)} data-testid="change-password-open">
                <KeyRound aria-hidden="true" />
                Change Password
              </Button>
            )}
            {local && <ChangePasswordDialog open={changing} onOpenChange={setChanging} email={user.email} />}
            {naming && <OwnNameDialog user={user} onClose={() => setNaming(false)} />}
            {moving && <ChangeEmailDialog user={user} onClose={() => setMoving(false)} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
