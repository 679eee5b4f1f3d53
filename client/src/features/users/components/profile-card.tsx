import type { TPublicUser } from '@common/contracts/auth';
import { ROLE_LABELS } from '@common/roles';
import { RoleBadge } from '@/components/role-badge';
import { UserAvatar } from '@/components/user-avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { getAccountType, getDisplayName } from '@/lib/user-display';

/** Name, e-mail, role and account type of the signed-in person. */
/** showAvatar: false where the page already shows the avatar above (the /profile page). */
export function ProfileCard({ user, title = 'Profile', showAvatar = true }: { user: TPublicUser; title?: string; showAvatar?: boolean }) {
  const rows = [
    { label: 'Name', value: getDisplayName(user), testId: 'profile-name' },
    { label: 'Email', value: user.email, testId: 'profile-email' },
    { label: 'Role', value: ROLE_LABELS[user.role], testId: 'profile-role' },
    { label: 'Account Type', value: getAccountType(user.loginMethod), testId: 'profile-account-type' },
  ];
  return (
    <Card data-testid="profile-card">
      <CardHeader className="flex-row items-center gap-4">
        {showAvatar && <UserAvatar user={user} className="size-14" fallbackClassName="text-lg" />}
        <div className="grid min-w-0 gap-1">
          <CardTitle>{title}</CardTitle>
          <div>
            <RoleBadge role={user.role} />
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
              <dd className="truncate font-medium" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
