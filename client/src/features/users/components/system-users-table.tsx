import type { TRole } from '@common/roles';
import { LoadError } from '@/components/load-error';
import { useAdminUsers } from '../api/get-admin-users';
import { SystemUserRow } from './system-user-row';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase whitespace-nowrap';
const COLUMNS = ['Name', 'Email', 'Role', 'Login Method', 'Status', 'Created', 'Actions'];

/** The /user-management page's System Users table; it scrolls sideways on a phone. */
export function SystemUsersTable({ me }: { me: { id: string; role: TRole } }) {
  const users = useAdminUsers();

  if (users.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading users...
      </p>
    );
  }
  if (users.isError) {
    return (
      <LoadError message="We could not load the user list." onRetry={() => void users.refetch()} />
    );
  }
  if (users.data.length === 0) return <p className="text-sm text-muted-foreground">No users yet.</p>;

  return (
    <div className="grid grid-cols-1 gap-2">
      <ScrollRegion label="Staff users" className="rounded-lg border border-border bg-card shadow-sm">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <caption className="sr-only">System users, newest first</caption>
          <thead className="border-b border-border bg-muted/60">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={HEAD}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <SystemUserRow key={user.id} user={user} me={me} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-muted-foreground">
        Changes to a role or status save at once. {me.role === 'super_admin' ? 'Delete accounts from the Staff Users tab of the Admin Dashboard.' : 'Only a super admin activates, deactivates or deletes accounts.'}
      </p>
    </div>
  );
}
