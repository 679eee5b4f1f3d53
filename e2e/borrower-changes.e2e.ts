import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';

const browser = useBrowser();
const officer = inject('e2eLoanOfficer');

/** Nothing on the page is wider than the phone's screen, the open dialog included. */
async function expectFitsWidth(page: Page, width: number): Promise<void> {
  const widest = await page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="review-dialog"]');
    return Math.max(document.documentElement.scrollWidth, dialog ? dialog.scrollWidth : 0);
  });
  expect(widest).toBeLessThanOrEqual(width);
}

// Issue 29 item 5, DESIGN decision 18: a second application for the same person (e-mail + ID number)
// leaves the record as it is; staff see what differs and decide field by field.
describe('changes an application proposes to a borrower record', () => {
  it('a loan officer on a phone sees old -> new per field, accepts one, ignores another and links the application', async () => {
    const stamp = Date.now().toString(36);
    const person = { email: `proposal.${stamp}@example.com`, idNumber: `JM-P${stamp}`.toUpperCase() };
    const first = await browser.openPage({ viewport: DESKTOP });
    await submitApplication(first.context.request, { ...person, name: 'Odette Record', phone: '876-555-0111' });
    const second = await browser.openPage({ viewport: DESKTOP });
    const number = await submitApplication(second.context.request, { ...person, name: 'Odette Changed', phone: '876-555-0222' });

    const staff = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: officer });
    const { page } = staff;
    await expectVisible(page.getByTestId('loan-management'));
    await page.getByTestId('loan-tab-submitted').click();
    await page.getByTestId('loan-search').fill(number);
    const card = page.locator(`[data-testid="loan-card"][data-application-number="${number}"]`);
    await expectVisible(card);
    await card.getByTestId('loan-card-review').click();
    await expectVisible(page.getByTestId('review-dialog'));

    await expectText(page.getByTestId('borrower-change-name-from'), 'Odette Record');
    await expectText(page.getByTestId('borrower-change-name-to'), 'Odette Changed');
    await expectText(page.getByTestId('borrower-change-phone-from'), '876-555-0111');
    await expectText(page.getByTestId('borrower-change-phone-to'), '876-555-0222');
    await expectVisible(page.getByTestId('borrower-change-photo-to'));
    await expectText(page.getByTestId('borrower-link-status'), /sent without signing in/);
    await page.getByTestId('borrower-changes').scrollIntoViewIfNeeded();
    await expectFitsWidth(page, PHONE.width);
    await expectNoAxeViolations(page, 'review: changes proposed by an application, on a phone');

    await page.getByTestId('borrower-change-name-accept').click();
    await expectText(page.getByTestId('borrower-change-name-decision'), /Accepted/);
    await page.getByTestId('borrower-change-phone-ignore').click();
    await expectText(page.getByTestId('borrower-change-phone-decision'), /Ignored/);
    await page.getByTestId('borrower-link-button').click();
    await expectText(page.getByTestId('borrower-link-status'), 'Linked to the borrower: it will show in their account once they have one.');
    await expectFitsWidth(page, PHONE.width);
    await expectNoAxeViolations(page, 'review: changes decided, on a phone');

    // What the server now holds: the accepted name on the record, the ignored phone not.
    const listed = (await (await staff.context.request.get(`/api/pawn-loans?search=${number}`)).json()) as TPawnLoanListResponse;
    const id = listed.items.find((i) => i.applicationNumber === number)?.id;
    const detail = (await (await staff.context.request.get(`/api/pawn-loans/${id}`)).json()) as TPawnLoanDetailResponse;
    expect(detail.borrowerRecord).toMatchObject({ linkedToAccount: true, recordHasAccount: false });
    expect(detail.borrowerRecord?.changes.filter((c) => c.field === 'name' || c.field === 'phone').map((c) => [c.field, c.decision])).toEqual([
      ['name', 'accepted'],
      ['phone', 'ignored'],
    ]);
  });
});
