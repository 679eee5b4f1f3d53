import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, signInThroughApi, useBrowser } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible, signInThroughForm } from './support/expect-page';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');

type TOutboxRow = { to_address: string; kind: string; text_body: string };

/** The newest reset e-mail queued for this address, read from the outbox as a super admin's Database Browser shows it. */
async function resetMailTo(context: BrowserContext, address: string): Promise<string | null> {
  let found: string | null = null;
  for (let page = 1; ; page += 1) {
    const res = await context.request.get(`${baseUrl()}/api/system/table-data/email_outbox?page=${page}&limit=100`);
    if (!res.ok()) throw new Error(`reading the outbox failed: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { data: TOutboxRow[]; pagination: { hasNext: boolean } };
    for (const row of body.data) if (row.to_address === address && row.kind === 'password-reset') found = row.text_body;
    if (!body.pagination.hasNext) return found;
  }
}

describe('forgotten password', () => {
  it('a staff member asks for a link on a phone, opens it from the e-mail, chooses a new password and signs in; old sessions end', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP });
    await signInThroughApi(admin.context, superAdmin);
    const officer: TE2eUser = {
      email: `forgetful.${randomBytes(4).toString('hex')}@e2e.pawnbook.test`,
      password: `e2e-forgot-${randomBytes(6).toString('hex')}`,
      firstName: 'Fern',
      lastName: 'Forgetful',
      role: 'loan_officer',
    };
    const created = await admin.context.request.post(`${baseUrl()}/api/admin/users`, {
      data: { ...officer, loginMethod: 'local' },
      headers: { Origin: baseUrl() },
    });
    expect(created.status(), await created.text()).toBe(201);
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

    // The e-mail in the outbox carries APP_URL/reset-password?token=...
    await expect.poll(() => resetMailTo(admin.context, officer.email)).not.toBeNull();
    const mail = await resetMailTo(admin.context, officer.email);
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    if (!link) throw new Error(`no reset link in the e-mail:\n${mail}`);
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
  });
});
