// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, ZAdminUser, ZAdminUsersResponse, ZUnlockSignInResponse, type TAdminUser } from '@common/contracts/admin-users';
import { ZPublicUser } from '@common/contracts/auth';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { AccountsTab } from './accounts-tab';

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

function anAccount(id: string, firstName: string, lockedUntil: string | null): TAdminUser {
  return ZAdminUser.parse({
    ...aUser('loan_officer'),
    id,
    email: `${firstName.toLowerCase()}@pawnbook.test`,
    firstName,
    lastName: 'Officer',
    lockedUntil,
  });
}

/**
 * The Staff Users calls as the server answers them: the list, and the unlock, which clears the
 * account's lock (or answers `unlockAnswer` instead when given).
 */
function serveAccounts(me: TRole, { unlockAnswer }: { unlockAnswer?: TApiAnswer } = {}) {
  const api = installFakeApi();
  const accounts = [anAccount('user-locked', 'Lena', inTenMinutes()), anAccount('user-fine', 'Fiona', null)];
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(me)))
    .on('GET', '/api/admin/users', () => reply(ZAdminUsersResponse, [aUser(me), ...accounts].map((u) => ZAdminUser.parse({ lockedUntil: null, ...u }))))
    .on('DELETE', '/api/admin/users/:id/sign-in-lock', (request) => {
      if (unlockAnswer) return unlockAnswer;
      const account = accounts.find((a) => a.id === request.params.id);
      if (!account) return refuse(404, USER_MESSAGES.notFound);
      account.lockedUntil = null;
      return reply(ZUnlockSignInResponse, { message: USER_MESSAGES.unlocked });
    });
  return api;
}

const rowOf = async (email: string) => {
  await screen.findAllByTestId('user-row');
  const row = screen.getAllByTestId('user-row').find((r) => r.dataset.email === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

describe('Staff Users: sign-in locks', () => {
  it('shows Locked on a locked account only, and a super admin unlocks it after confirming', async () => {
    const api = serveAccounts('super_admin');
    const { user } = renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    const fine = await rowOf('fiona@pawnbook.test');
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(fine).queryByText('Locked')).toBeNull();
    expect(within(fine).queryByRole('button', { name: /Unlock sign-in/ })).toBeNull();

    // Cancelling sends nothing.
    await user.click(within(locked).getByRole('button', { name: 'Unlock sign-in for Lena Officer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    expect(within(dialog).getByText('Lena Officer')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('DELETE', '/api/admin/users/user-locked/sign-in-lock')).toEqual([]);

    await user.click(within(locked).getByRole('button', { name: 'Unlock sign-in for Lena Officer' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock sign-in' }));

    expect(await screen.findByText('Sign-in Unlocked')).toBeTruthy();
    expect(screen.getByText('Lena Officer can sign in again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('DELETE', '/api/admin/users/user-locked/sign-in-lock')).toHaveLength(1);
    // The list is read again and the account is no longer locked.
    await waitFor(() => expect(within(locked).queryByText('Locked')).toBeNull());
    expect(within(locked).queryByRole('button', { name: /Unlock sign-in/ })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });

  it("shows the server's refusal in a toast and keeps the dialog and the lock", async () => {
    const api = serveAccounts('super_admin', { unlockAnswer: refuse(403, 'You do not have permission to do this.') });
    const { user } = renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    await user.click(within(locked).getByRole('button', { name: 'Unlock sign-in for Lena Officer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock sign-in' }));

    expect(await screen.findByText('Unlock Failed')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Unlock Sign-in' })).toBe(dialog);
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('shows an admin which accounts are locked, without the unlock action', async () => {
    const api = serveAccounts('admin');
    renderUi(<AccountsTab />);
    const locked = await rowOf('lena@pawnbook.test');
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unlock sign-in/ })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });
});
