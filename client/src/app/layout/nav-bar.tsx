import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Calculator, FileText, Landmark, LayoutDashboard } from 'lucide-react';
import { can } from '@common/permissions';
import { BrandLogo } from '@/components/brand-logo';
import { LazyBoundary } from '@/components/lazy-boundary';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { getPostLoginPath } from '@/features/auth/utils/redirects';
import { cn } from '@/lib/cn';
import { lazyRetry } from '@/lib/lazy-retry';
import { useAuthKeptFresh } from '@/lib/use-auth';
import { shopNameOf, useShopSettings } from '@/lib/use-shop-settings';
import { NavLink } from './nav-link';
import { PAGE_FRAME } from './page-frame';

// The menu pulls in the popper code; only signed-in people need it, so it loads on demand.
const UserMenu = lazyRetry(() => import('@/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));

// Only an account holding a one-time password from a reset ever sees it.
const ForcedPasswordChange = lazyRetry(() =>
  import('@/features/users/components/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

// Only a staff account without a name (the first super admin when ADMIN_NAME was not set) sees it.
const OwnNamePrompt = lazyRetry(() => import('@/features/users/components/own-name-prompt').then((m) => ({ default: m.OwnNamePrompt })));

function AvatarPlaceholder() {
  return <span className="block size-9 rounded-full bg-muted" aria-hidden="true" />;
}

export function NavBar() {
  // The one reader of the session that asks again every 10 minutes: the bar is on every page.
  const { user, isLoading, canOpenAdminArea } = useAuthKeptFresh();
  const [location, navigate] = useLocation();
  const logout = useLogout();
  const shop = useShopSettings().data;

  return (
    <>
      {user?.mustChangePassword && (
        <LazyBoundary compact className="px-4 py-2">
          <Suspense fallback={null}>
            <ForcedPasswordChange
              onSignOut={() => logout.mutate({})}
              // Signed in at the login page with a one-time password: now on to their area.
              onChanged={(changed) => location === '/login' && navigate(getPostLoginPath(changed.role))}
            />
          </Suspense>
        </LazyBoundary>
      )}
      {user && !user.mustChangePassword && !user.firstName?.trim() && user.role !== 'borrower' && (
        <LazyBoundary compact className="px-4 py-2">
          <Suspense fallback={null}>
            <OwnNamePrompt />
          </Suspense>
        </LazyBoundary>
      )}
      <header className="print:hidden z-40 md:sticky md:top-0 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <div className={cn(PAGE_FRAME, 'flex flex-wrap items-center gap-x-2 gap-y-1 py-2 md:gap-x-4')}>
          <Link
            href="/"
            className="flex min-h-10 min-w-0 max-w-[calc(100vw-7rem)] items-center gap-2 rounded-md text-lg font-bold tracking-tight text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring md:max-w-xs"
            data-testid="nav-brand"
          >
            {/* The shop's own name and logo (Shop Settings); the Pawnbook mark until a logo is set. */}
            {shop?.logoUrl ? <img src={shop.logoUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-md object-contain" /> : <BrandLogo />}
            <span className="truncate" data-testid="nav-shop-name">
              {shopNameOf(shop)}
            </span>
          </Link>

          <nav aria-label="Main" className="order-3 -mx-1 w-full overflow-x-auto md:order-2 md:mx-0 md:w-auto">
            <ul className="flex items-center gap-1 py-1">
              <li>
                <NavLink href="/calculator" testId="nav-calculator">
                  <Calculator aria-hidden="true" />
                  Calculator
                </NavLink>
              </li>
              {user?.role === 'borrower' && (
                <li>
                  <NavLink href="/dashboard" testId="nav-my-loans">
                    <Landmark aria-hidden="true" />
                    My loans
                  </NavLink>
                </li>
              )}
              {/* Only for people who can open the list; everyone else would meet "Access Restricted". */}
              {user && can(user.role, 'applications.list') && (
                <li>
                  <NavLink href="/applications" testId="nav-applications">
                    <FileText aria-hidden="true" />
                    Applications
                  </NavLink>
                </li>
              )}
              {canOpenAdminArea && (
                <li>
                  <NavLink href="/admin" testId="nav-admin">
                    <LayoutDashboard aria-hidden="true" />
                    Admin Dashboard
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>

          <div className="order-2 ml-auto flex items-center gap-2 md:order-3">
            {isLoading ? (
              <AvatarPlaceholder />
            ) : user ? (
              <LazyBoundary compact className="max-w-56 justify-end text-right">
                <Suspense fallback={<AvatarPlaceholder />}>
                  <UserMenu user={user} />
                </Suspense>
              </LazyBoundary>
            ) : (
              <>
                <Button asChild variant="outline" size="sm" data-testid="nav-sign-in">
                  <Link href="/login">Sign In</Link>
                </Button>
                {location === '/' && (
                  <Button asChild size="sm" data-testid="nav-get-started">
                    <Link href="/calculator">Get Started</Link>
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </header>
    </>
  );
}
