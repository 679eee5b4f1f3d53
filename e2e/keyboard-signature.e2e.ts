import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, useBrowser } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { PDF_BYTES, png } from './support/loan-form';
import { captureScreen } from './support/screens';

// Issue 30 item 3: an applicant who uses only the keyboard fills the loan form and signs it by
// typing their name. Every control is reached with Tab (no clicks, no focus() from the test).

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');

/** Presses Tab until the focused element matches the selector: proof that Tab reaches it. */
async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await tabTo(page, `[data-testid="${testId}"]`);
  await page.keyboard.type(text);
}

type TFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Enter on a Choose button opens the file chooser, as it does for a person; the file is then picked.
 * One listener for the whole page: a chooser opened before a fresh waitForEvent is listening
 * would otherwise be a native dialog the test never sees.
 */
function fileChoosing(page: Page) {
  const files: TFile[] = [];
  let opened = 0;
  page.on('filechooser', (chooser) => {
    opened += 1;
    const file = files.shift();
    if (file) void chooser.setFiles(file);
  });
  return async (testId: string, file: TFile): Promise<void> => {
    await tabTo(page, `[data-testid="${testId}"]`);
    const before = opened;
    files.push(file);
    await page.keyboard.press('Enter');
    await expect.poll(() => opened, { timeout: 10_000 }).toBe(before + 1);
  };
}

describe('keyboard-only application', () => {
  it('fills the form with Tab and typing, signs by typing a name, submits, and staff see a typed signature', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/loan-form?amount=12000&rate=20&term=4' });
    await expectText(page.getByRole('heading', { level: 1 }), 'Loan Agreement Form');
    const chooseFileWithKeyboard = fileChoosing(page);

    await typeInto(page, 'form-borrower-name', 'Kemar Keyboard');
    await typeInto(page, 'form-borrower-email', 'kemar.keyboard@example.com');
    await typeInto(page, 'form-borrower-address', '21 Constant Spring Road, Kingston 10');
    await typeInto(page, 'form-borrower-phone', '876-555-0144');
    await typeInto(page, 'form-borrower-id', 'JM-5550144');
    await chooseFileWithKeyboard('borrower-photo-choose', png('face.png'));
    await expectVisible(page.getByTestId('borrower-photo-done'));
    await chooseFileWithKeyboard('trn-photo-choose', png('trn.png'));
    await expectVisible(page.getByTestId('trn-photo-done'));

    await tabTo(page, '[data-testid="id-document-type"]');
    await page.keyboard.type('Passport');
    await expect.poll(() => page.getByTestId('id-document-type').inputValue(), { timeout: 10_000 }).toBe('passport');
    await chooseFileWithKeyboard('id-document-choose', { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expectVisible(page.getByTestId('id-document-done'));

    // The pad takes focus and says how to sign without a pointer.
    await tabTo(page, '[data-testid="signature-canvas"]');
    expect(await page.getByTestId('signature-canvas').getAttribute('aria-label')).toMatch(/Using a keyboard\? Choose Type your name to sign\.$/);
    // Back to the ways of signing; the arrow keys choose "Type your name to sign".
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('signature-way-drawn');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('signature-way-typed').isChecked()).toBe(true);
    await typeInto(page, 'signature-typed-name', 'Kemar Keyboard');
    await expectText(page.getByTestId('signature-typed-preview'), 'Kemar Keyboard');
    await captureScreen(page, 'typed-signature-1366');
    await expectNoAxeViolations(page, 'the loan form with a typed signature');
    // Enter in the name field signs (it does not submit the form around it).
    await page.keyboard.press('Enter');
    await expectText(page.getByTestId('signature-saved'), 'Signature saved (typed signature)');
    expect(page.url()).toContain('/loan-form');
    // The stored image is a real PNG drawn from the name.
    const src = await page.getByTestId('signature-image').getAttribute('src');
    expect(src).toMatch(/^\/objects\/uploads\//);
    await expect.poll(() => page.getByTestId('signature-image').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBe(800);

    const submitted = page.waitForResponse((res) => res.url().endsWith('/api/pawn-loans') && res.request().method() === 'POST');
    await tabTo(page, '[data-testid="submit-application"]');
    await page.keyboard.press('Enter');
    const response = await submitted;
    expect(response.status(), await response.text()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ borrowerSignatureMethod: 'typed' });
    const { applicationNumber } = (await response.json()) as { applicationNumber: string };
    await page.waitForURL((url) => url.pathname === `/application-submitted/${applicationNumber}`);
    await expectNoAxeViolations(page, 'application submitted');

    // Staff review says the signature was typed.
    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: officer });
    const listed = (await (await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
    expect(listed.items.find((i) => i.applicationNumber === applicationNumber)?.borrowerSignatureMethod).toBe('typed');
    await staff.page.getByTestId('loan-search').fill(applicationNumber);
    const card = staff.page.locator(`[data-testid="loan-card"][data-application-number="${applicationNumber}"]`);
    await expectVisible(card);
    await card.getByTestId('loan-card-review').click();
    await expectVisible(staff.page.getByTestId('review-dialog'));
    await staff.page.getByTestId('review-tab-documents').click();
    await expectText(staff.page.getByTestId('review-signature-method'), 'Typed signature');
    await expectNoAxeViolations(staff.page, 'review documents with a typed signature');
  });
});
