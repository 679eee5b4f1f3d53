// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { OWN_EMAIL_MESSAGES, ZFirstRunChecklist, type TFirstRunChecklist } from '@common/contracts/own-account';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ChangeEmailDialog } from './change-email-dialog';
import { FirstRunChecklist } from './first-run-checklist';

const CHECKLIST: TFirstRunChecklist = {
  show: true,
  items: [
    { id: 'name-and-email', label: 'Your name and e-mail address', done: true, href: '/profile' },
    { id: 'shop-name', label: "The shop's name", done: false, href: '/admin?tab=shop-settings' },
    { id: 'shop-address', label: "The shop's address", done: false, href: '/admin?tab=shop-settings' },
    { id: 'licence-and-hours', label: 'Licence number and opening hours', done: false, href: '/admin?tab=shop-settings' },
    { id: 'email-settings', label: 'E-mail settings, so receipts and reset links are sent', done: false, href: '/admin?tab=email-settings' },
  ],
};

describe('first-run checklist', () => {
  it('lists each step with its link and whether it is done; Dismiss puts it away on the server', async () => {
    const api = installFakeApi()
      .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser('super_admin')))
      .on('GET', '/api/auth/user/first-run', () => reply(ZFirstRunChecklist, CHECKLIST))
      .on('POST', '/api/auth/user/first-run/dismiss', () => reply(ZFirstRunChecklist, { show: false, items: [] }));
    const { user } = renderUi(<FirstRunChecklist />);
    const card = await screen.findByTestId('first-run-checklist');
    expect(within(card).getByText(/4 steps are left/)).toBeTruthy();
    // A phone (jsdom matches no media query): folded to one line until asked.
    const toggle = within(card).getByRole('button', { name: 'Show steps' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide steps' }).getAttribute('aria-expanded')).toBe('true');
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Your name and e-mail address(done)',
      "The shop's name(to do)",
      "The shop's address(to do)",
      'Licence number and opening hours(to do)',
      'E-mail settings, so receipts and reset links are sent(to do)',
    ]);
    expect(within(card).getByRole('link', { name: 'E-mail settings, so receipts and reset links are sent' }).getAttribute('href')).toBe('/admin?tab=email-settings');
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('first-run-checklist')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/auth/user/first-run/dismiss']);
  });

  it('is not asked for by anyone but a super admin', async () => {
    const api = installFakeApi().on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser('admin')));
    renderUi(<FirstRunChecklist />);
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/auth/user')).toBe(true));
    expect(api.requests.some((r) => r.path === '/api/auth/user/first-run')).toBe(false);
    expect(screen.queryByTestId('first-run-checklist')).toBeNull();
  });
});

describe('Change E-mail dialog', () => {
  const owner = { ...aUser('super_admin'), email: 'admin@pawnbook.local' };

  it('sends the new address with the current password and closes', async () => {
    let closed = false;
    const api = installFakeApi().on('PUT', '/api/auth/user/email', (request) =>
      reply(ZPublicUser, { ...owner, email: (request.body as { email: string }).email }),
    );
    const { user } = renderUi(
      <ChangeEmailDialog
        user={owner}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change E-mail' });
    expect(within(dialog).getByText(/You sign in with admin@pawnbook.local now/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('New e-mail address'), ' Owner@Shop.example ');
    await user.type(within(dialog).getByLabelText('Current password'), 'my-current-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change E-mail' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(api.requests.map((r) => r.body)).toEqual([{ email: 'owner@shop.example', currentPassword: 'my-current-password' }]);
  });

  it("shows the server's refusal (wrong password, address in use) and keeps what was typed", async () => {
    let answer = refuse(401, OWN_EMAIL_MESSAGES.wrongPassword);
    installFakeApi().on('PUT', '/api/auth/user/email', () => answer);
    const { user } = renderUi(<ChangeEmailDialog user={owner} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change E-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'owner@shop.example');
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Change E-mail' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(OWN_EMAIL_MESSAGES.wrongPassword);
    answer = refuse(409, OWN_EMAIL_MESSAGES.taken);
    await user.click(within(dialog).getByRole('button', { name: 'Change E-mail' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(OWN_EMAIL_MESSAGES.taken));
    expect((within(dialog).getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('owner@shop.example');
  });

  it('checks the address before sending', async () => {
    const api = installFakeApi();
    const { user } = renderUi(<ChangeEmailDialog user={owner} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change E-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Current password'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Change E-mail' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(api.requests).toHaveLength(0);
  });
});
