import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser, type TViewport } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { drawAndSaveSignature, png } from './support/loan-form';
import { captureScreen } from './support/screens';
import type { TE2eUser } from './support/users';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');

/** The clerk's own drawer, opened on the Payments tab with a J$30,000.00 float (once: the first width's test opens it). */
async function openDrawer(page: Page): Promise<void> {
  const card = page.getByTestId('cash-drawer-card');
  await expectVisible(card.locator('[data-testid="cash-drawer-float-input"], [data-testid="cash-drawer-expected"]').first());
  if ((await card.getByTestId('cash-drawer-float-input').count()) === 0) return;
  await card.getByTestId('cash-drawer-float-input').fill('30,000.00');
  await card.getByTestId('cash-drawer-open').click();
  await expectText(card.getByTestId('cash-drawer-expected'), 'J$30,000.00');
}

async function pawnForAWalkIn(page: Page, viewport: TViewport, run: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New pawn' });
  await expectVisible(form);
  await expectVisible(form.getByTestId('counter-pawner-search'));
  await expectNoAxeViolations(page, `New pawn at ${viewport.width} px`);
  await captureScreen(page, `counter-new-pawn-start-${viewport.width}`);

  // 1. A walk-in with no e-mail: added, with a photo of the ID.
  await form.getByRole('button', { name: 'Add a new pawner' }).click();
  await form.getByLabel('Full name').fill(`Devon Walker ${run}`);
  await form.getByLabel('Phone').fill('876-555-0199');
  await form.getByLabel('Address').fill('12 Barry St, Kingston');
  await form.getByLabel('ID type').selectOption('drivers_licence');
  await form.getByLabel('ID number', { exact: false }).first().fill(`DL-${run}`);
  await form.getByTestId('counter-id-photo-input').setInputFiles(png('id.png'));
  await expectVisible(form.getByRole('img', { name: "The pawner's ID" }));

  // 2. One item with a photo, appraised at J$10,000.00.
  await form.getByLabel('Item 1 Category').selectOption('electronics');
  await form.getByLabel('Item 1 Condition').selectOption('good');
  await form.getByLabel('Item 1 Description').fill('Samsung A15 phone, black');
  await form.getByLabel('Item 1 Appraised value (J$)').fill('10000');
  await form.getByTestId('counter-item-0-photo-input').setInputFiles(png('phone.png'));
  await expectVisible(form.getByRole('img', { name: 'Item 1 photo 1' }));

  // 3. J$5,000.00 lent in cash (the default), within the loan-to-value.
  await expectText(form.getByTestId('counter-ltv-hint'), /^At most J\$[\d,]+\.\d{2}: \d+% of the appraised J\$10,000\.00\.$/);
  await form.getByLabel('Loan amount (J$)').fill('5000');
  await expectVisible(form.getByTestId('counter-costs'));
  expect(await form.getByLabel('Pay out by').inputValue()).toBe('cash');

  // 4. The pawner signs on the screen.
  await drawAndSaveSignature(page, form);
  await expectNoAxeViolations(page, `New pawn filled in at ${viewport.width} px`);
  await captureScreen(page, `counter-new-pawn-${viewport.width}`);
  await form.getByTestId('counter-save').click();
}

describe('the counter pawn', () => {
  let clerk: TE2eUser;
  beforeAll(async () => {
    // A loan officer of this journey's own: the drawer is the clerk's, apart from other journeys'.
    clerk = await createAccount(await browser.openPage({ viewport: DESKTOP, signedInAs: superAdmin }), 'loan_officer', 'Carla', 'Counter');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a clerk opens a drawer, pawns for a walk-in with no e-mail and opens the ticket (${viewport.width} px)`, async () => {
      const { page, context } = await browser.openPage({ viewport, path: '/admin?tab=payments', signedInAs: clerk });
      await openDrawer(page);
      await page.goto('/admin?tab=new-pawn');
      const run = `${viewport.width}-${Date.now()}`;
      await pawnForAWalkIn(page, viewport, run);

      const result = page.getByTestId('counter-result');
      await expectVisible(result);
      // The outcome is where the clerk is: its heading has the focus and is on screen.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('counter-result-title');
      await expect.poll(() => page.evaluate(() => document.getElementById('counter-result-title')?.getBoundingClientRect().top ?? -1)).toBeGreaterThanOrEqual(0);
      const ticketNumber = (await result.getByTestId('counter-ticket-number').innerText()).trim();
      expect(ticketNumber).toMatch(/^PT-\d{4}-\d{6}$/);
      await expectText(result.getByTestId('counter-due-date'), /^\d{2}\/\d{2}\/\d{4}$/);
      await expectVisible(result.getByTestId('counter-item-tag'));
      await expectNoAxeViolations(page, `the counter pawn's ticket at ${viewport.width} px`);
      await captureScreen(page, `counter-pawn-result-${viewport.width}`);

      // The ticket opens in a new tab: the PDF the printer gets names the ticket.
      const ticket = result.getByTestId('counter-open-ticket');
      expect(await ticket.getAttribute('target')).toBe('_blank');
      const pdf = await context.request.get((await ticket.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await pdf.body() }).toString('utf8');
      expect(text).toContain(ticketNumber);
      const tag = await context.request.get((await result.getByTestId('counter-item-tag').getAttribute('href')) ?? '');
      expect(tag.status()).toBe(200);
    });
  }
});
