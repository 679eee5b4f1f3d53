import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';

type TNavLinkProps = { href: string; children: ReactNode; testId: string };

export function NavLink({ href, children, testId }: TNavLinkProps) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
      className={cn(
        'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
      )}
    >
      {children}
    </Link>
  );
}
