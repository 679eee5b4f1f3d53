import type { TRole } from '@common/roles';

type TNamedUser = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const clean = (s: string | null | undefined): string => (s ?? '').trim();

/** First letters of first and last name; else the first two letters of the e-mail; else "U". */
export function getInitials(user: TNamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return 'U';
}

/** Full name; else first name; else e-mail; else "User". */
export function getDisplayName(user: TNamedUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = clean(user?.email);
  if (email) return email;
  return 'User';
}

export type TBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'accent' | 'success';

/** The nav's role badge: admin and super admin read "Admin" (destructive), as the spec shows them. */
export function getRoleBadge(role: TRole): { label: string; variant: TBadgeVariant } {
  switch (role) {
    case 'admin':
    case 'super_admin':
      return { label: 'Admin', variant: 'destructive' };
    case 'loan_officer':
      return { label: 'Loan Officer', variant: 'secondary' };
    case 'it':
      return { label: 'IT', variant: 'outline' };
    case 'borrower':
      return { label: 'Borrower', variant: 'outline' };
  }
}

/** "Local Account" for password sign-in, "External Account" for any external provider. */
export function getAccountType(loginMethod: string | null | undefined): string {
  return loginMethod === 'local' ? 'Local Account' : 'External Account';
}

/** Only our own stored images are shown; an external provider's picture URL would be a third-party request. */
export function getSafeProfileImage(url: string | null | undefined): string | null {
  return url && url.startsWith('/objects/') ? url : null;
}
