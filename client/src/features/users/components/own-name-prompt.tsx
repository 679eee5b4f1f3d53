import { useState } from 'react';
import { can } from '@common/permissions';
import { useAuth } from '@/lib/use-auth';
import { OwnNameDialog } from './own-name-dialog';

/**
 * Asks a staff member whose account has no name for one (the first super admin when ADMIN_NAME was
 * not set). "Later" puts it away until the next visit.
 */
export function OwnNamePrompt() {
  const { user } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  if (!user || dismissed || user.mustChangePassword || (user.firstName ?? '').trim() !== '' || !can(user.role, 'profile.editName')) return null;
  return <OwnNameDialog user={user} asking onClose={() => setDismissed(true)} />;
}
