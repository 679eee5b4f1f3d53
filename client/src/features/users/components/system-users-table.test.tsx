// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, ZAdminUser, ZAdminUsersResponse, type TAdminUser } from '@common/contracts/admin-users';
import { ZPublicUser } from '@common/contracts/auth';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { SystemUsersTable } from './system-users-table';

const account = (role: TRole): TAdminUser => ZAdminUser.parse({ ...aUser(role), lockedUntil: null });

/** The list and the role change as the server answers them; `refuseChange` answers the PUT with a 404 instead. */
function serveUsers(me: TRole, { refuseChange = false } = {}) {
  const api = installFakeApi();
  const users = [account(me), account('loan_officer')];
  api
    .on('GET', '/api/admin/users', () => reply(ZAdminUsersResponse, users))
    .on('PUT', '/api/admin/users/:id', (request) => {
      if (refuseChange) return refuse(404, USER_MESSAGES.notFound);
      const user = users.find((u) => u.id === request.params.id);
      if (!user) return refuse(404, USER_MESSAGES.notFound);
      Object.assign(user, request.body);
      return reply(ZPublicUser, user);
    });
  return api;
}

const officerCard = async () => {
  const rows = await screen.findAllByTestId('um-user-row');
  const row = rows.find((r) => r.dataset.email === 'lou@pawnbook.test');
  if (!row) throw new Error('no row for the officer');
  return row;
};

describe('/user-management: role changes are confirmed', () => {
  it('Cancel keeps the old role and sends nothing; confirming saves the new one', async () => {
    const api = serveUsers('super_admin');
    const { user } = renderUi(<SystemUsersTable me={{ id: 'user-super_admin', role: 'super_admin' }} />);
    const row = await officerCard();
    // A phone (jsdom matches no media query): a card with the role in view.
    expect(row.tagName).toBe('LI');
    const select = within(row).getByLabelText('Role of Lou Officer') as HTMLSelectElement;

    await user.selectOptions(select, 'admin');
    let dialog = await screen.findByRole('dialog', { name: 'Change Role?' });
    expect(within(dialog).getByText(/goes from Loan Officer to/)).toBeTruthy();
    expect(within(dialog).getByTestId('um-role-confirm-access').textContent).toMatch(/accounting, staff users/);
    // Until confirmed the picker still shows the saved role.
    expect(select.value).toBe('loan_officer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe('loan_officer');
    expect(api.calls('PUT', '/api/admin/users/user-loan_officer')).toEqual([]);

    await user.selectOptions(select, 'admin');
    dialog = await screen.findByRole('dialog', { name: 'Change Role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Lou Officer is now Admin.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT', '/api/admin/users/user-loan_officer').map((r) => r.body)).toEqual([{ role: 'admin' }]);
    await waitFor(() => expect(select.value).toBe('admin'));
  });

  it('keeps the dialog open with the old role when the server refuses the change', async () => {
    serveUsers('super_admin', { refuseChange: true });
    const { user } = renderUi(<SystemUsersTable me={{ id: 'user-super_admin', role: 'super_admin' }} />);
    const select = within(await officerCard()).getByLabelText('Role of Lou Officer') as HTMLSelectElement;
    await user.selectOptions(select, 'super_admin');
    const dialog = await screen.findByRole('dialog', { name: 'Change Role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Super Admin' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText(USER_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change Role?' })).toBeTruthy();
    expect(select.value).toBe('loan_officer');
  });

  it("offers a super admin every action on another's account, and disables the button when there is none", async () => {
    serveUsers('super_admin');
    const { user } = renderUi(<SystemUsersTable me={{ id: 'user-super_admin', role: 'super_admin' }} />);
    const row = await officerCard();
    await user.click(within(row).getByRole('button', { name: 'More actions for Lou Officer' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reset password', 'Delete account']);
    await user.keyboard('{Escape}');
    // Nobody resets, unlocks or deletes themselves: nothing is left to offer on one's own row.
    const own = screen.getAllByTestId('um-user-row').find((r) => r.dataset.email === 'sam@pawnbook.test');
    if (!own) throw new Error('no own row');
    expect((within(own).getByRole('button', { name: 'No other actions for Sam Super' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
