// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rolesOfFilter, USER_MESSAGES, ZAdminUser, ZAdminUsersResponse, ZUnlockSignInResponse, type TAdminUser, type TUserRoleFilter } from '@common/contracts/admin-users';
import { ZPublicUser } from '@common/contracts/auth';
import { ZDeletedResponse } from '@common/contracts/credentials';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { AccountsTab } from './accounts-tab';

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

function anAccount(id: string, firstName: string, role: TRole, lockedUntil: string | null, loginMethod = 'local'): TAdminUser {
  return ZAdminUser.parse({ ...aUser(role), id, email: `${firstName.toLowerCase()}@pawnbook.test`, firstName, lastName: 'Person', lockedUntil, loginMethod });
}

/**
 * The account calls as the server answers them: the list with its role filter and search (done
 * here as the server does it), the unlock (or `unlockAnswer`), and the delete.
 */
function serveAccounts(me: TRole, { unlockAnswer }: { unlockAnswer?: TApiAnswer } = {}) {
  const api = installFakeApi();
  const accounts = [
    ZAdminUser.parse({ ...aUser(me), lockedUntil: null }),
    anAccount('user-locked', 'Lena', 'loan_officer', inTenMinutes()),
    anAccount('user-fine', 'Fiona', 'admin', null),
    anAccount('user-borrower', 'Bella', 'borrower', null),
    anAccount('user-external', 'Ezra', 'borrower', null, 'oidc'),
  ];
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(me)))
    .on('GET', '/api/admin/users', (request) => {
      const roles = rolesOfFilter((request.query.get('role') ?? 'all') as TUserRoleFilter);
      const q = (request.query.get('q') ?? '').toLowerCase();
      const found = accounts.filter(
        (a) => (!roles || roles.includes(a.role)) && (q === '' || `${a.email} ${a.firstName} ${a.lastName}`.toLowerCase().includes(q)),
      );
      return reply(ZAdminUsersResponse, found);
    })
    .on('DELETE', '/api/admin/users/:id/sign-in-lock', (request) => {
      if (unlockAnswer) return unlockAnswer;
      const account = accounts.find((a) => a.id === request.params.id);
      if (!account) return refuse(404, USER_MESSAGES.notFound);
      account.lockedUntil = null;
      return reply(ZUnlockSignInResponse, { message: USER_MESSAGES.unlocked });
    })
    .on('DELETE', '/api/admin/users/:id', (request) => {
      const at = accounts.findIndex((a) => a.id === request.params.id);
      if (at < 0) return refuse(404, USER_MESSAGES.notFound);
      accounts.splice(at, 1);
      return reply(ZDeletedResponse, { message: 'User deleted' });
    });
  return api;
}

const emailsShown = () => screen.queryAllByTestId('um-user-row').map((r) => r.dataset.email);
const rowOf = async (email: string) => {
  await waitFor(() => expect(emailsShown()).toContain(email));
  const row = screen.getAllByTestId('um-user-row').find((r) => r.dataset.email === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};
const openActions = async (user: ReturnType<typeof renderUi>['user'], row: HTMLElement, name: string) => {
  await user.click(within(row).getByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('User Management (the Staff Users tab and /user-management): one list', () => {
  it('shows staff by default; the role filter and the search ask the server', async () => {
    const api = serveAccounts('super_admin');
    const { user } = renderUi(<AccountsTab />);
    await rowOf('lena@pawnbook.test');
    expect(emailsShown().sort()).toEqual(['fiona@pawnbook.test', 'lena@pawnbook.test', 'sam@pawnbook.test'].sort());
    expect(api.requests.find((r) => r.path === '/api/admin/users')?.query.get('role')).toBe('staff');

    await user.selectOptions(screen.getByLabelText('Show'), 'borrower');
    await waitFor(() => expect(emailsShown().sort()).toEqual(['bella@pawnbook.test', 'ezra@pawnbook.test']));
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(emailsShown()).toHaveLength(5));

    await user.type(screen.getByLabelText('Search accounts'), 'ezr');
    await waitFor(() => expect(emailsShown()).toEqual(['ezra@pawnbook.test']));
    const last = api.requests.filter((r) => r.path === '/api/admin/users').at(-1);
    expect(last?.query.get('q')).toBe('ezr');
    expect(last?.query.get('role')).toBe('all');

    await user.clear(screen.getByLabelText('Search accounts'));
    await user.type(screen.getByLabelText('Search accounts'), 'nobody');
    expect(await screen.findByText('No accounts match this filter and search.')).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('a super admin unlocks a locked account from its Actions, after confirming', async () => {
    const api = serveAccounts('super_admin');
    const { user } = renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    const fine = await rowOf('fiona@pawnbook.test');
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(fine).queryByText('Locked')).toBeNull();

    let menu = await openActions(user, locked, 'Lena Person');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unlock sign-in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('DELETE', '/api/admin/users/user-locked/sign-in-lock')).toEqual([]);

    menu = await openActions(user, locked, 'Lena Person');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unlock sign-in' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock sign-in' }));
    expect(await screen.findByText('Sign-in Unlocked')).toBeTruthy();
    expect(api.calls('DELETE', '/api/admin/users/user-locked/sign-in-lock')).toHaveLength(1);
    await waitFor(() => expect(within(locked).queryByText('Locked')).toBeNull());
    expect(api.unhandled).toEqual([]);
  });

  it("shows the server's refusal of an unlock in a toast and keeps the dialog and the lock", async () => {
    serveAccounts('super_admin', { unlockAnswer: refuse(403, 'You do not have permission to do this.') });
    const { user } = renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    const menu = await openActions(user, locked, 'Lena Person');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unlock sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock sign-in' }));
    expect(await screen.findByText('Unlock Failed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Unlock Sign-in' })).toBe(dialog);
    expect(within(locked).getByText('Locked')).toBeTruthy();
  });

  it('a super admin deletes an account from its Actions, through the two dialogs', async () => {
    const api = serveAccounts('super_admin');
    const { user } = renderUi(<AccountsTab />);
    const fine = await rowOf('fiona@pawnbook.test');
    const menu = await openActions(user, fine, 'Fiona Person');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    const verify = await screen.findByRole('dialog', { name: 'Super Admin Verification' });
    await user.type(within(verify).getByLabelText(/e-?mail/i), 'sam@pawnbook.test');
    await user.type(within(verify).getByLabelText(/password/i), 'super-secret-pw');
    await user.click(within(verify).getByRole('button', { name: 'Verify & Delete User' }));
    expect(await screen.findByText('User Deleted')).toBeTruthy();
    expect(api.calls('DELETE', '/api/admin/users/user-fine').map((r) => r.body)).toEqual([{ email: 'sam@pawnbook.test', password: 'super-secret-pw' }]);
    await waitFor(() => expect(emailsShown()).not.toContain('fiona@pawnbook.test'));
  });

  it("an admin sees the same list and locks, with the super admin's actions off", async () => {
    const api = serveAccounts('admin');
    renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    expect(within(locked).getByText('Locked')).toBeTruthy();
    const actions = within(locked).getByRole('button', { name: 'No other actions for Lena Person' });
    expect((actions as HTMLButtonElement).disabled).toBe(true);
    // Roles stay an admin's to change (not to or from the protected ones); activation is a super admin's.
    expect((within(locked).getByLabelText('Role of Lena Person') as HTMLSelectElement).disabled).toBe(false);
    expect((within(locked).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(api.unhandled).toEqual([]);
  });

  it('a loan officer is told the list is for administrators, and nothing is asked for', async () => {
    const api = serveAccounts('loan_officer');
    renderUi(<AccountsTab />);
    expect(await screen.findByTestId('um-list-restricted')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/admin/users')).toBe(false);
  });
});
