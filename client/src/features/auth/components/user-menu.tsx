import { Link, useLocation } from 'wouter';
import { LogOut, Settings, User } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { RoleBadge } from '@/components/role-badge';
import { UserAvatar } from '@/components/user-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getDisplayName, getInitials } from '@/lib/user-display';
import { useLogout } from '../api/logout';

/** Brings the profile's settings section into view, also when /profile is already open. */
function scrollToSettingsSoon(): void {
  window.setTimeout(() => {
    const target = document.getElementById('settings');
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, 50);
}

export function UserMenu({ user }: { user: TPublicUser }) {
  const [, navigate] = useLocation();
  const logoutMutation = useLogout();
  const displayName = getDisplayName(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        // Starts with the initials the button shows: a name without its visible text fails WCAG 2.5.3 (label in name).
        aria-label={`${getInitials(user)}: account menu for ${displayName}`}
        data-testid="user-menu-trigger"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1">
          <span className="truncate font-semibold" data-testid="user-menu-name">
            {displayName}
          </span>
          <span className="truncate text-xs font-normal text-muted-foreground" data-testid="user-menu-email">
            {user.email}
          </span>
          <span>
            <RoleBadge role={user.role} className="mt-1" />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild data-testid="user-menu-profile">
          <Link href="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          data-testid="user-menu-settings"
          onSelect={() => {
            navigate('/profile#settings');
            scrollToSettingsSoon();
          }}
        >
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="sign-out"
          disabled={logoutMutation.isPending}
          onSelect={() => logoutMutation.mutate({ external: user.loginMethod === 'oidc' })}
        >
          <LogOut aria-hidden="true" />
          {logoutMutation.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
