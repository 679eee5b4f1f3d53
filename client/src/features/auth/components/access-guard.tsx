import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/status-message';
import { useAuth, type TAuthState } from '@/lib/use-auth';

/**
 * signedIn: any user. staff: loan_officer, admin, super_admin. admin: admin, super_admin.
 * adminArea: staff plus it, who may open /admin (DESIGN decision 1); denied wording is the staff one.
 */
export type TAccessLevel = 'signedIn' | 'staff' | 'admin' | 'adminArea';

const DENIED_TEXT: Record<Exclude<TAccessLevel, 'signedIn'>, string> = {
  admin: "Access Denied - You don't have permission to access this page. Administrator access required.",
  staff: "Access Denied - You don't have permission to access this page. Staff access required.",
  adminArea: "Access Denied - You don't have permission to access this page. Staff access required.",
};

/** How long the denial stays on screen before the redirect, so it can be read. */
const DENIED_REDIRECT_MS = 2500;

function isAllowed(level: TAccessLevel, auth: TAuthState): boolean {
  switch (level) {
    case 'signedIn':
      return auth.isAuthenticated;
    case 'staff':
      return auth.isStaff;
    case 'admin':
      return auth.isAdmin;
    case 'adminArea':
      return auth.canOpenAdminArea;
  }
}

export function AccessGuard({ level, children }: { level: TAccessLevel; children: ReactNode }) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const allowed = isAllowed(level, auth);
  const { isLoading, isAuthenticated } = auth;

  useEffect(() => {
    if (isLoading || allowed) return;
    if (!isAuthenticated) {
      navigate('/login', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate('/calculator', { replace: true }), DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading, allowed, isAuthenticated, navigate]);

  // A screen high while the session is asked for: the footer stays below the first screen instead
  // of showing under this line and then jumping down when the page renders (layout shift on /admin).
  if (isLoading) return <StatusMessage className="min-h-dvh items-start pt-10">Checking authentication...</StatusMessage>;
  if (!isAuthenticated) return <StatusMessage className="min-h-dvh items-start pt-10">Redirecting to sign in...</StatusMessage>;
  if (!allowed && level !== 'signedIn') {
    return (
      <div className="mx-auto flex min-h-[40vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-base font-medium" data-testid="access-denied">
          {DENIED_TEXT[level]}
        </p>
        <p className="text-sm text-muted-foreground">Taking you to the calculator…</p>
        <Button asChild variant="outline">
          <Link href="/calculator">Go to the Loan Calculator</Link>
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
