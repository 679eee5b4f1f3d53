import { UserManagementScreen } from './user-management-screen';

/**
 * The dashboard's Staff Users tab: the one User Management screen, the same as /user-management
 * (issue 30 item 12: one list, one set of rules, staff by default, a role filter and a search).
 */
export function AccountsTab() {
  return <UserManagementScreen />;
}
