// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RECOVERY_MESSAGES, ZForgotPasswordResponse, ZResetPasswordWithTokenResponse } from '@common/contracts/account-recovery';
import { NEW_PASSWORD_MESSAGES } from '@common/passwords';
import { dropConnection, installFakeApi, refuse, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const GOOD = 'a-brand-new-Passphrase-7';

describe('Forgot password form', () => {
  it('sends the typed address and shows the same answer the server gives every address', async () => {
    const api = installFakeApi().on('POST', '/api/auth/forgot-password', () =>
      reply(ZForgotPasswordResponse, { message: ACCOUNT_RECOVERY_MESSAGES.sent }, 202),
    );
    const { user } = renderUi(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), '  owner@shop.example ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_RECOVERY_MESSAGES.sent);
    expect(api.requests.map((r) => r.body)).toEqual([{ email: 'owner@shop.example' }]);
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('says what went wrong and keeps the address: nothing typed, too many requests, no connection', async () => {
    let answer = refuse(429, 'Too many failed attempts. Please wait 15 minutes and try again.');
    installFakeApi().on('POST', '/api/auth/forgot-password', () => answer);
    const { user } = renderUi(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the e-mail address you sign in with.');

    const field = screen.getByLabelText('Email');
    await user.type(field, 'owner@shop.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByText(/Too many failed attempts/)).getAttribute('role')).toBe('alert');
    expect((field as HTMLInputElement).value).toBe('owner@shop.example');

    answer = dropConnection;
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/Unable to connect to server/)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@shop.example');
  });
});

describe('Reset password form', () => {
  it('checks the rules and the confirmation before sending, then sends the token with the password', async () => {
    const api = installFakeApi().on('POST', '/api/auth/reset-password', () =>
      reply(ZResetPasswordWithTokenResponse, { message: ACCOUNT_RECOVERY_MESSAGES.done }),
    );
    const { user } = renderUi(<ResetPasswordForm token="tok-123" />);
    const submit = screen.getByRole('button', { name: 'Set New Password' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toBe('reset-new-hint');

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(NEW_PASSWORD_MESSAGES.tooShort);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), GOOD);
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The new passwords do not match');
    expect(api.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), GOOD);
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_RECOVERY_MESSAGES.done);
    expect(api.requests.map((r) => r.body)).toEqual([{ token: 'tok-123', password: GOOD }]);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's refusal of a used or expired link, with the way to a new one", async () => {
    installFakeApi().on('POST', '/api/auth/reset-password', () => refuse(400, ACCOUNT_RECOVERY_MESSAGES.badLink));
    const { user } = renderUi(<ResetPasswordForm token="used" />);
    await user.type(screen.getByLabelText('New password'), GOOD);
    await user.type(screen.getByLabelText('Confirm new password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_RECOVERY_MESSAGES.badLink);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgot-password');
  });
});
