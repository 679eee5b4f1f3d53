import type { TPublicUser } from '@common/contracts/auth';
import { useAuth } from '@/lib/use-auth';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * Over every page while the signed-in account holds a one-time password from a reset: the server
 * refuses everything else until it is replaced, so this is the only thing to do (or sign out).
 */
export function ForcedPasswordChange({ onSignOut, onChanged }: { onSignOut: () => void; onChanged?: (user: TPublicUser) => void }) {
  const { user } = useAuth();
  if (!user?.mustChangePassword) return null;
  return <ChangePasswordDialog open forced email={user.email} onOpenChange={() => undefined} onSignOut={onSignOut} onChanged={onChanged} />;
}
