import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TE2eUser } from './users';

const DEFAULT_TIMEOUT_MS = 10_000;

async function currentText(locator: Locator): Promise<string | null> {
  if ((await locator.count()) === 0) return null;
  return (await locator.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the first element of the locator shows exactly this text (whitespace collapsed) or matches it. */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = DEFAULT_TIMEOUT_MS): Promise<void> {
  const poll = expect.poll(() => currentText(locator), { timeout, interval: 50 });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

export async function expectVisible(locator: Locator, timeout = DEFAULT_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until the address is this path (and, when given, carries this exact query string). */
export async function expectPath(page: Page, pathname: string, search?: string, timeout = DEFAULT_TIMEOUT_MS): Promise<URL> {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), { timeout });
  return new URL(page.url());
}

/** The one visible toast has this title and, when given, this description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  await expectText(page.getByTestId('toast-title'), title);
  if (description !== undefined) await expectText(page.getByTestId('toast-description'), description);
}

/** Types into the Local Login form like a person and submits it with the Sign In button. */
export async function signInThroughForm(page: Page, user: Pick<TE2eUser, 'email' | 'password'>): Promise<void> {
  await page.getByTestId('tab-local-login').click();
  const email = page.getByTestId('login-email');
  await email.click();
  await email.pressSequentially(user.email);
  const password = page.getByTestId('login-password');
  await password.click();
  await password.pressSequentially(user.password);
  await page.getByTestId('login-submit').click();
}
