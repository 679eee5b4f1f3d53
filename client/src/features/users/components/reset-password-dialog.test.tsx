// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZAdminUser, ZAdminUsersResponse } from '@common/contracts/admin-users';
import { PASSWORD_MESSAGES, ZResetPasswordResponse } from '@common/contracts/passwords';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ResetPasswordDialog } from './reset-password-dialog';

const officer = ZAdminUser.parse({ ...aUser('loan_officer'), lockedUntil: null });

describe('ResetPasswordDialog', () => {
  it('confirms with the super admin\'s own password and shows the one-time password once', async () => {
    const api = installFakeApi()
      .on('POST', '/api/admin/users/:id/reset-password', () =>
        reply(ZResetPasswordResponse, { temporaryPassword: 'Tmp-once-4f9Qx2LmZ8', message: PASSWORD_MESSAGES.reset }),
      )
      .on('GET', '/api/admin/users', () => reply(ZAdminUsersResponse, [officer]));
    const onClose = vi.fn();
    const { user } = renderUi(<ResetPasswordDialog user={officer} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Reset Password' }).textContent).toMatch(/Lou Officer/);
    const confirm = screen.getByRole('button', { name: 'Reset Password' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Your password'), 'super-admin-secret');
    await user.click(confirm);
    expect((await screen.findByTestId('reset-password-temporary')).textContent).toBe('Tmp-once-4f9Qx2LmZ8');
    const [call] = api.calls('POST', `/api/admin/users/${officer.id}/reset-password`);
    expect(call?.body).toEqual({ password: 'super-admin-secret' });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refused confirmation and keeps asking', async () => {
    installFakeApi().on('POST', '/api/admin/users/:id/reset-password', () => refuse(401, 'Invalid super admin credentials.'));
    const { user } = renderUi(<ResetPasswordDialog user={officer} onClose={() => undefined} />);
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid super admin credentials.'));
    expect(screen.queryByTestId('reset-password-temporary')).toBeNull();
  });
});
