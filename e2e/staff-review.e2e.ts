import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { openReview, submitApplication } from './support/applications';
import { DESKTOP, PHONE, useBrowser, type TOpenedPage } from './support/browser';
import type { TLoanLedgerResponse } from '@common/contracts/payments';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { expectNoAxeViolations } from './support/axe';
import { expectText, expectToast, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');

const SCREENS_DIR = path.resolve('.tmp/screens');
const FIELDS = ['borrowerPhotoVerified', 'borrowerTrnPhotoVerified', 'borrowerSignatureVerified', 'idDocumentVerified'] as const;

/** A guest submits an application through the same calls as the form; answers its number. */
async function newApplication(name: string): Promise<string> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const slug = name.toLowerCase().replace(/\s+/g, '.');
  return submitApplication(guest.context.request, { name, email: `${slug}@example.com`, phone: '876-555-0142' });
}

/** The id of an application, found by its number with the staff member's own session; null when it is gone. */
async function findApplicationId(staff: TOpenedPage, applicationNumber: string): Promise<string | null> {
  const listed = await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`);
  const { items } = (await listed.json()) as TPawnLoanListResponse;
  return items.find((i) => i.applicationNumber === applicationNumber)?.id ?? null;
}

/** The application and its history as the server holds them. */
async function readApplication(staff: TOpenedPage, applicationNumber: string): Promise<TPawnLoanDetailResponse> {
  const id = await findApplicationId(staff, applicationNumber);
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  return (await (await staff.context.request.get(`/api/pawn-loans/${id}`)).json()) as TPawnLoanDetailResponse;
}

async function moveStatus(page: Page, status: string, notes: string): Promise<void> {
  await page.getByTestId('review-tab-status').click();
  await page.getByTestId('review-new-status').selectOption(status);
  await page.getByTestId('review-notes').fill(notes);
  await page.getByTestId('review-update-status').click();
  await expectToast(page, 'Status Updated');
}

describe('application review', () => {
  it('a loan officer verifies the four documents, changes the frequency and marks the application reviewed; an admin approves it', async () => {
    const number = await newApplication('Shanice Review');

    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: officer });
    await expectVisible(staff.page.getByTestId('loan-management'));
    await openReview(staff.page, number, 'submitted');
    const { page } = staff;

    await page.getByTestId('review-tab-documents').click();
    await mkdir(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, 'review-documents-1366.png') });
    for (const field of FIELDS) {
      await page.getByTestId(`verify-${field}`).click();
      await expectText(page.getByTestId(`verification-badge-${field}`), /verified/i);
    }

    await page.getByTestId('review-tab-overview').click();
    // J$12,000.00 at 20% over 4 weeks: J$3,600.00 a week, so J$7,200.00 every two weeks.
    await expectText(page.getByTestId('review-payment-amount'), /J\$3,600\.00/);
    await page.getByTestId('review-frequency').selectOption('bi-weekly');
    await expectText(page.getByTestId('review-payment-amount'), /J\$7,200\.00/);

    // A loan officer reviews; deciding is for admins, so reviewed is the only move offered.
    await page.getByTestId('review-tab-status').click();
    const offered = await page.getByTestId('review-new-status').locator('option').evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
    );
    expect(offered).toEqual(['reviewed']);
    await moveStatus(page, 'reviewed', 'Documents checked against the originals.');
    await expectText(page.getByTestId('review-current-status'), /reviewed/i);

    const reviewed = await readApplication(staff, number);
    expect(reviewed.application).toMatchObject({
      status: 'reviewed',
      paymentFrequency: 'bi-weekly',
      reviewedBy: `${officer.firstName} ${officer.lastName}`,
      reviewNotes: 'Documents checked against the originals.',
      borrowerPhotoVerified: 'verified',
      borrowerTrnPhotoVerified: 'verified',
      borrowerSignatureVerified: 'verified',
      idDocumentVerified: 'verified',
    });
    // The first row is the submission itself.
    expect(reviewed.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'submitted'],
      ['submitted', 'reviewed'],
    ]);

    const admin = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: manager });
    await expectVisible(admin.page.getByTestId('loan-management'));
    await openReview(admin.page, number, 'reviewed');
    await mkdir(SCREENS_DIR, { recursive: true });
    await admin.page.screenshot({ path: path.join(SCREENS_DIR, 'review-dialog-390.png') });
    await moveStatus(admin.page, 'approved', 'Approved at the counter.');
    await expectText(admin.page.getByTestId('review-current-status'), /approved/i);
    const approved = await readApplication(admin, number);
    expect(approved.application).toMatchObject({ status: 'approved', reviewedBy: `${manager.firstName} ${manager.lastName}` });
    expect(approved.history.map((h) => h.toStatus)).toEqual(['submitted', 'reviewed', 'approved']);
  });

  it('an admin activates a loan paid out on paper with a back-dated start, and its schedule follows', async () => {
    const number = await newApplication('Desmond Paper');
    const admin = await browser.openPage({ viewport: PHONE, path: '/admin', signedInAs: manager });
    await expectVisible(admin.page.getByTestId('loan-management'));
    await openReview(admin.page, number);
    await moveStatus(admin.page, 'approved', 'Approved.');

    const today = jamaicaToday();
    const start = addDays(today, -10);
    await admin.page.getByTestId('review-new-status').selectOption('active');
    // Today by default; a past day asks for the reason.
    expect(await admin.page.getByTestId('review-start-date-input').inputValue()).toBe(formatDayFirst(today));
    expect(await admin.page.getByTestId('review-start-reason').count()).toBe(0);
    await admin.page.getByTestId('review-start-date-input').fill(formatDayFirst(start));
    await admin.page.getByTestId('review-update-status').click();
    await expectText(admin.page.getByTestId('review-status-error'), /needs a reason/);
    await admin.page.getByTestId('review-start-reason').fill('Paid out on paper at the counter');
    await captureScreen(admin.page, 'review-start-date-390');
    await expectNoAxeViolations(admin.page, 'status update with a back-dated start');
    await admin.page.getByTestId('review-update-status').click();
    await expectToast(admin.page, 'Status Updated');
    await expectText(admin.page.getByTestId('review-start-date'), `${formatDayFirst(start)} (Paid out on paper at the counter)`);

    const id = await findApplicationId(admin, number);
    const ledger = (await (await admin.context.request.get(`/api/pawn-loans/${id}/ledger`)).json()) as TLoanLedgerResponse;
    expect(ledger.loan.status).toBe('active');
    expect(ledger.schedule.map((row) => row.dueDate)).toEqual([7, 14, 21, 28].map((days) => addDays(start, days)));
    expect(ledger.totals).toMatchObject({ isOverdue: true, overdueInstalments: 1 });
  });

  it('a super admin deletes an application only with valid super admin credentials', async () => {
    const number = await newApplication('Omar Delete');
    const staff = await browser.openPage({ viewport: DESKTOP, path: '/admin', signedInAs: superAdmin });
    const { page } = staff;
    await expectVisible(page.getByTestId('loan-management'));
    await page.getByTestId('loan-search').fill(number);
    const card = page.locator(`[data-testid="loan-card"][data-application-number="${number}"]`);
    await expectVisible(card);
    await card.getByTestId('loan-card-delete').click();

    const confirm = page.getByTestId('super-admin-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('super-admin-email').fill(superAdmin.email);
    await page.getByTestId('super-admin-password').fill('not-the-password');
    await confirm.click();
    await expectText(page.getByTestId('super-admin-error'), 'Invalid super admin credentials.');
    expect(await findApplicationId(staff, number)).not.toBeNull();

    await page.getByTestId('super-admin-password').fill(superAdmin.password);
    await confirm.click();
    await expectToast(page, 'Application Deleted');
    await expect.poll(() => card.count()).toBe(0);
    expect(await findApplicationId(staff, number)).toBeNull();
  });
});
