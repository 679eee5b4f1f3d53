// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZAuthConfigResponse } from '@common/contracts/dashboard';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { StaffLoginCard } from './staff-login-card';

function serveConfig(enabled: boolean) {
  return installFakeApi().on('GET', '/api/auth/config', () =>
    reply(ZAuthConfigResponse, { externalProviderEnabled: enabled, externalProviderName: enabled ? 'Contoso ID' : 'Single sign-on' }),
  );
}

describe('Staff Login: the external provider tab', () => {
  it('names the provider on the tab and its button when external sign-in is on', async () => {
    serveConfig(true);
    const { user } = renderUi(<StaffLoginCard />);
    const tab = await screen.findByRole('tab', { name: 'Contoso ID' });
    await user.click(tab);
    const button = await screen.findByRole('button', { name: 'Continue with Contoso ID' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('external-login-hint').textContent).toMatch(/taken to Contoso ID to sign in/);
  });

  it('says it is not set up, with the button off, when no provider is configured', async () => {
    serveConfig(false);
    const { user } = renderUi(<StaffLoginCard />);
    await user.click(await screen.findByRole('tab', { name: 'Single sign-on' }));
    expect(await screen.findByText(/External sign-in is not set up/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Single sign-on' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains a refused external sign-in on the card and opens the tab it concerns', async () => {
    serveConfig(true);
    renderUi(<StaffLoginCard error="local_account" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/signs in with a password\. Use Local Login/);
    expect(screen.getByRole('tab', { name: 'Local Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the provider tab open after a provider-side failure', async () => {
    serveConfig(true);
    renderUi(<StaffLoginCard error="email_unverified" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/did not confirm your e-mail/);
    expect((await screen.findByRole('tab', { name: 'Contoso ID' })).getAttribute('aria-selected')).toBe('true');
  });
});
