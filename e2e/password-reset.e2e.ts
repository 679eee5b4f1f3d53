import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible, signInThroughForm } from './support/expect-page';
import { useShopMail } from './support/shop-mail';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');

const mail = useShopMail(browser, superAdmin);

describe('forgotten password', () => {
  it('a staff member asks for a link on a phone, opens it from the e-mail, chooses a new password and signs in; old sessions end', () =>
    mail.withShopMail(async (admin) => {
    const officer = await createAccount(admin, 'loan_officer', 'Fern', 'Forgetful');
    // A session open elsewhere before the reset: it must end.
    const elsewhere = await browser.openPage({ viewport: DESKTOP, path: '/calculator', signedInAs: officer });

    const { page } = await browser.openPage({ viewport: PHONE, path: '/login' });
    await page.getByTestId('forgot-password-link').click();
    await expectPath(page, '/forgot-password');
    await expectVisible(page.getByTestId('forgot-password-page'));
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByTestId('forgot-email').fill(officer.email);
    await page.getByTestId('forgot-submit').click();
    await expectText(page.getByTestId('forgot-password-sent').getByRole('status'), /we have sent it a link to choose a new password/);
    await expectNoAxeViolations(page, 'forgot password, link sent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The e-mail as delivered carries APP_URL/reset-password?token=...
    const delivered = await mail.deliveredTo(admin, officer.email, (m) => /reset-password\?token=/.test(m.text ?? ''));
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(delivered.text ?? '')?.[1];
    if (!link) throw new Error(`no reset link in the e-mail:\n${delivered.text}`);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expectVisible(page.getByTestId('reset-password-page'));
    await expectNoAxeViolations(page, 'reset password');

    const fresh = `Fern-new-Passphrase-${randomBytes(3).toString('hex')}`;
    await page.getByTestId('reset-password-new').fill(fresh);
    await page.getByTestId('reset-password-confirm').fill('something-else-entirely');
    await page.getByTestId('reset-password-submit').click();
    await expectText(page.getByTestId('reset-password-problem'), 'The new passwords do not match');
    await page.getByTestId('reset-password-confirm').fill(fresh);
    await page.getByTestId('reset-password-submit').click();
    await expectVisible(page.getByTestId('reset-password-done'));
    await expectNoAxeViolations(page, 'reset password, done');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The session opened before is over.
    const status = await elsewhere.page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
    expect(status).toBe(401);

    // The link works once.
    const again = await admin.context.request.post(`${baseUrl()}/api/auth/reset-password`, {
      data: { token: url.searchParams.get('token'), password: 'another-Passphrase-42' },
      headers: { Origin: baseUrl() },
    });
    expect(again.status()).toBe(400);

    await page.getByTestId('reset-password-sign-in').click();
    await expectPath(page, '/login');
    await signInThroughForm(page, { email: officer.email, password: fresh });
    await expectToast(page, 'Login Successful', `Welcome back, ${officer.firstName}!`);
    await expectPath(page, '/admin');
  }));
});
