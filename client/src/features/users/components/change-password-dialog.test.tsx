// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { PASSWORD_MESSAGES } from '@common/contracts/passwords';
import { NEW_PASSWORD_MESSAGES } from '@common/passwords';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ChangePasswordDialog } from './change-password-dialog';

const me = aUser('loan_officer');

async function fill(user: ReturnType<typeof renderUi>['user'], current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText(/Current password|One-time password/), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('ChangePasswordDialog', () => {
  it('checks the new password before sending, then changes it and closes', async () => {
    const api = installFakeApi().on('POST', '/api/auth/user/password', () => reply(ZPublicUser, me));
    const onOpenChange = vi.fn();
    const { user } = renderUi(<ChangePasswordDialog open onOpenChange={onOpenChange} email={me.email} />);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();

    await fill(user, 'old-password-1', 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert').textContent).toBe(NEW_PASSWORD_MESSAGES.tooShort);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'harbour-lights-1962');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert').textContent).toBe('The new passwords do not match');
    expect(api.calls('POST', '/api/auth/user/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'harbour-lights-1962');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('POST', '/api/auth/user/password')[0]?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'harbour-lights-1962' });
    expect(await screen.findByText(/Your other devices have been signed out/)).toBeTruthy();
  });

  it('shows the server\'s refusal and stays open', async () => {
    installFakeApi().on('POST', '/api/auth/user/password', () => refuse(400, PASSWORD_MESSAGES.currentWrong));
    const onOpenChange = vi.fn();
    const { user } = renderUi(<ChangePasswordDialog open onOpenChange={onOpenChange} email={me.email} />);
    await fill(user, 'wrong-password', 'harbour-lights-1962');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.currentWrong);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('after a reset cannot be dismissed, asks for the one-time password, and offers only sign-out', async () => {
    installFakeApi();
    const onSignOut = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderUi(<ChangePasswordDialog open forced onOpenChange={onOpenChange} email={me.email} onSignOut={onSignOut} />);
    expect(screen.getByRole('dialog', { name: 'Choose a New Password' })).toBeTruthy();
    expect(screen.getByLabelText('One-time password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
