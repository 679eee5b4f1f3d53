import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { openReview } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { PHONE, useBrowser, type TOpenedPage } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible } from './support/expect-page';
import { drawAndSaveSignature, fillBorrower, png, uploadIdDocument, uploadPhoto } from './support/loan-form';
import { captureScreen } from './support/screens';
import { useShopMail } from './support/shop-mail';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');

const stamp = Date.now().toString(36);
const BORROWER = { name: 'Tanya Morgan', email: `tanya.${stamp}@example.com`, address: '4 Barbican Road, Kingston 8', phone: '876-555-0161', id: `TM${stamp}` };
const GUARANTOR = { name: 'Paul Guarantor', email: `paul.guarantor.${stamp}@example.com` };

async function readApplication(staff: TOpenedPage, applicationNumber: string): Promise<TPawnLoanDetailResponse> {
  const listed = (await (await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  return (await (await staff.context.request.get(`/api/pawn-loans/${id}`)).json()) as TPawnLoanDetailResponse;
}

const mail = useShopMail(browser, superAdmin);

describe('guarantor consent (issue 33)', () => {
  it('on a phone: the applicant names a guarantor, staff invite, the guarantor signs and accepts through the e-mailed link, staff approve', () =>
    mail.withShopMail(async (owner) => {
      // 1. The applicant applies on a phone and names a guarantor, with the guarantor's e-mail.
      const applicant = await browser.openPage({ viewport: PHONE, path: '/loan-form?amount=12000&rate=20&term=4' });
      const { page } = applicant;
      await fillBorrower(page, BORROWER);
      await page.getByTestId('form-guarantor-name').fill(GUARANTOR.name);
      await uploadPhoto(page, 'borrower-photo', 'face.png');
      await uploadPhoto(page, 'trn-photo', 'trn.png');
      await drawAndSaveSignature(page);
      await uploadIdDocument(page, 'passport');
      await page.getByTestId('id-document-number').fill('A7654321');
      await page.getByTestId('id-document-save').click();
      // Without the guarantor's e-mail the form says why it is needed.
      await page.getByTestId('submit-application').click();
      await expectToast(page, 'Guarantor Email Required');
      await page.getByTestId('form-guarantor-email').fill(GUARANTOR.email);
      const submitted = page.waitForResponse((res) => res.url().endsWith('/api/pawn-loans') && res.request().method() === 'POST');
      await page.getByTestId('submit-application').click();
      const response = await submitted;
      expect(response.status()).toBe(201);
      const { applicationNumber } = (await response.json()) as { applicationNumber: string };
      await expectPath(page, `/application-submitted/${applicationNumber}`);

      // 2. An admin cannot approve it yet; a loan officer asks the guarantor by e-mail.
      const admin = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: manager, allowConsoleErrors: [/status of 409/] });
      await expectVisible(admin.page.getByTestId('loan-management'));
      await openReview(admin.page, applicationNumber);
      await admin.page.getByTestId('review-tab-status').click();
      await admin.page.getByTestId('review-new-status').selectOption('approved');
      await admin.page.getByTestId('review-update-status').click();
      await expectText(admin.page.getByTestId('review-status-error'), 'The guarantor has not agreed to this loan');
      await admin.page.keyboard.press('Escape');

      const staff = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: officer });
      await expectVisible(staff.page.getByTestId('loan-management'));
      await openReview(staff.page, applicationNumber);
      await staff.page.getByTestId('review-tab-documents').click();
      await expectText(staff.page.getByTestId('guarantor-consent'), 'Guarantor not invited');
      await expectNoAxeViolations(staff.page, 'review, guarantor not invited');
      await staff.page.getByTestId('invite-guarantor').click();
      await expectToast(staff.page, 'Invitation Sent', new RegExp(GUARANTOR.email.replace(/[.]/g, '\\.')));
      await expectText(staff.page.getByTestId('guarantor-consent'), 'Guarantor invited');
      await captureScreen(staff.page, 'review-guarantor-invited-390');

      // 3. The e-mail goes out through the outbox; the guarantor opens its link in their own browser.
      const invitation = await mail.deliveredTo(owner, GUARANTOR.email, (m) => m.subject?.includes(BORROWER.name) ?? false);
      expect(invitation.text).toContain('up to J$14,400.00 plus late fees');
      const link = /(https?:\/\/\S+\/guarantee\/[A-Za-z0-9_-]+)/.exec(invitation.text ?? '')?.[1];
      if (!link) throw new Error(`no guarantee link in the e-mail:\n${invitation.text}`);

      const guarantor = await browser.openPage({ viewport: PHONE, path: new URL(link).pathname });
      const g = guarantor.page;
      await expectVisible(g.getByTestId('guarantee-terms'));
      await expectText(g.getByTestId('guarantee-liability'), /If Tanya does not pay, the shop may ask you to pay what is owed, up to J\$14,400\.00 plus late fees/);
      await expectText(g.getByTestId('guarantee-amount-lent'), 'J$12,000.00');
      // What the guarantor sees is the loan, not the borrower's private details.
      const text = (await g.locator('body').innerText()).toLowerCase();
      for (const secret of [BORROWER.address, BORROWER.email, BORROWER.id, 'A7654321']) expect(text).not.toContain(secret.toLowerCase());
      await captureScreen(g, 'guarantee-page-390');
      await expectNoAxeViolations(g, 'guarantee page');

      await g.getByTestId('guarantor-id-input').setInputFiles(png('id.png'));
      await expectVisible(g.getByTestId('guarantor-id-done'));
      await g.getByTestId('guarantor-id-number').fill('P9988776');
      await g.getByTestId('guarantor-trn-input').setInputFiles(png('trn.png'));
      await expectVisible(g.getByTestId('guarantor-trn-done'));
      await drawAndSaveSignature(g);
      await expectNoAxeViolations(g, 'guarantee page, filled in');
      await g.getByTestId('guarantee-accept').click();
      await expectVisible(g.getByTestId('guarantee-confirmation'));
      expect(await g.getByTestId('guarantee-confirmation').getAttribute('data-status')).toBe('accepted');
      await captureScreen(g, 'guarantee-accepted-390');
      await expectNoAxeViolations(g, 'guarantee accepted');
      const downloading = g.waitForEvent('download');
      await g.getByTestId('guarantee-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`guarantee-${applicationNumber}.pdf`);
      expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The link is used up: opened again, it says so.
      const again = await browser.openPage({ viewport: PHONE, path: new URL(link).pathname, allowConsoleErrors: [/status of 410/] });
      await expectText(again.page.getByTestId('guarantee-link-error'), /This guarantee link has already been used\./);

      // 4. Staff see the consent and approve the loan.
      const approver = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: manager });
      await expectVisible(approver.page.getByTestId('loan-management'));
      await openReview(approver.page, applicationNumber);
      await approver.page.getByTestId('review-tab-documents').click();
      await expectText(approver.page.getByTestId('guarantor-consent'), 'Guarantor agreed');
      await expectVisible(approver.page.getByTestId('guarantee-pdf'));
      await captureScreen(approver.page, 'review-guarantor-agreed-390');
      await expectNoAxeViolations(approver.page, 'review, guarantor agreed');
      await approver.page.getByTestId('review-tab-status').click();
      await approver.page.getByTestId('review-new-status').selectOption('approved');
      await approver.page.getByTestId('review-notes').fill('The guarantor agreed through their link.');
      await approver.page.getByTestId('review-update-status').click();
      await expectToast(approver.page, 'Status Updated');
      const stored = await readApplication(approver, applicationNumber);
      expect(stored.application).toMatchObject({ status: 'approved', guarantorConsent: 'accepted', guarantorEmail: GUARANTOR.email });
    }));
});
