import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TRecordPaymentResponse } from '@common/contracts/payments';
import { SHOP_DEFAULTS } from '@common/contracts/shop-settings';
import { submitApplication } from './support/applications';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser, type TOpenedPage, type TViewport } from './support/browser';
import { expectText, expectToast, expectVisible } from './support/expect-page';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const officer = inject('e2eLoanOfficer');
const manager = inject('e2eAdminUser');
const SCREENS_DIR = path.resolve('.tmp/screens');
const LOGO_FILE = path.resolve('.tmp/e2e-shop-logo.png');

const SHOP = {
  businessName: 'Kingston Gold & Pawn',
  address: '12 King Street, Kingston',
  phone: '876-555-0142',
  email: 'desk@kingstongold.example',
  licenceNumber: 'BOJ-MT-0042',
  supportHours: 'Monday to Saturday 8AM to 6PM',
};

async function shoot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name} at ${viewport.width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

const origin = () => ({ Origin: baseUrl() });

/** An approved loan through the same calls the applicant and the Review dialog make. */
async function approvedLoanId(staff: TOpenedPage, approver: TOpenedPage): Promise<string> {
  const guest = await browser.openPage({ viewport: DESKTOP });
  const applicationNumber = await submitApplication(guest.context.request, { name: 'Shop Receipt', email: 'shop.receipt@example.com', phone: '876-555-0178' });
  const listed = (await (await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`)).json()) as TPawnLoanListResponse;
  const id = listed.items.find((i) => i.applicationNumber === applicationNumber)?.id;
  if (!id) throw new Error(`application ${applicationNumber} not found`);
  for (const [who, status] of [[staff, 'reviewed'], [approver, 'approved']] as const) {
    const res = await who.context.request.patch(`/api/pawn-loans/${id}/status`, { data: { status, reviewNotes: 'Checked.' }, headers: origin() });
    if (!res.ok()) throw new Error(`moving ${id} to ${status}: ${res.status()} ${await res.text()}`);
  }
  return id;
}

describe('shop settings', () => {
  it('a super admin names the shop, and the landing footer and a receipt show it', async () => {
    await mkdir(path.dirname(LOGO_FILE), { recursive: true });
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b5d4f' } }).png().toFile(LOGO_FILE);
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=shop-settings', signedInAs: superAdmin });
    try {
      const { page } = admin;
      await expectVisible(page.getByTestId('shop-settings-card'));
      await expectNoAxeViolations(page, 'shop settings (1366)');
      await page.getByTestId('shop-businessName').fill(SHOP.businessName);
      await page.getByTestId('shop-address').fill(SHOP.address);
      await page.getByTestId('shop-phone').fill(SHOP.phone);
      await page.getByTestId('shop-email').fill(SHOP.email);
      await page.getByTestId('shop-licenceNumber').fill(SHOP.licenceNumber);
      await page.getByTestId('shop-supportHours').fill(SHOP.supportHours);
      await page.getByTestId('shop-logo-input').setInputFiles(LOGO_FILE);
      await expectVisible(page.getByTestId('shop-logo-preview'));
      await page.getByTestId('shop-settings-save').click();
      await expectToast(page, 'Shop settings saved.');
      await expect.poll(async () => page.getByTestId('shop-logo-preview').getAttribute('src')).toMatch(/^\/api\/shop-settings\/logo\?v=/);
      await shoot(page, 'admin-shop-settings', DESKTOP);

      const phone = await browser.openPage({ viewport: PHONE, path: '/admin?tab=shop-settings', signedInAs: superAdmin });
      await expectVisible(phone.page.getByTestId('shop-settings-card'));
      await expectText(phone.page.getByTestId('footer-shop-name'), SHOP.businessName);
      await expectNoAxeViolations(phone.page, 'shop settings (390)');
      await shoot(phone.page, 'admin-shop-settings', PHONE);

      // A visitor sees the shop on the landing page's footer, logo and all.
      for (const viewport of [DESKTOP, PHONE]) {
        const guest = await browser.openPage({ viewport, path: '/' });
        const footer = guest.page.getByTestId('footer-shop');
        await expectText(guest.page.getByTestId('footer-shop-name'), SHOP.businessName);
        await expectText(footer, new RegExp(`${SHOP.address}[\\s\\S]*${SHOP.phone}[\\s\\S]*${SHOP.email}[\\s\\S]*Opening hours: ${SHOP.supportHours}[\\s\\S]*licence ${SHOP.licenceNumber}`));
        await expect.poll(() => footer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // The header and the tab title name the shop too, with its logo in place of the Pawnbook mark.
        await expectText(guest.page.getByTestId('nav-shop-name'), SHOP.businessName);
        await expect.poll(() => guest.page.getByTestId('nav-brand').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect.poll(() => guest.page.title()).toBe(`${SHOP.businessName}: loans and pawn lending in Jamaica`);
        await expectNoAxeViolations(guest.page, `landing footer (${viewport.width})`);
      }

      // A payment's receipt carries the shop's letterhead.
      const staff = await browser.openPage({ viewport: DESKTOP, signedInAs: officer });
      const approver = await browser.openPage({ viewport: DESKTOP, signedInAs: manager });
      const loanId = await approvedLoanId(staff, approver);
      const paid = await staff.context.request.post('/api/payments', { data: { loanApplicationId: loanId, paymentAmount: '1000.00' }, headers: origin() });
      expect(paid.status()).toBe(201);
      const payment = (await paid.json()) as TRecordPaymentResponse;
      const pdf = await (await staff.context.request.get(`/api/payments/${payment.id}/pdf`)).body();
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/[ \t]+/g, ' ');
      for (const part of [SHOP.businessName, SHOP.address, `Tel. ${SHOP.phone}`, SHOP.email, `Bank of Jamaica licence ${SHOP.licenceNumber}`, SHOP.supportHours]) {
        expect(text).toContain(part);
      }
      const pdfFile = path.resolve('.tmp/e2e-shop-receipt.pdf');
      await writeFile(pdfFile, pdf);
      const images = execFileSync('pdfimages', ['-list', pdfFile]).toString('utf8');
      expect(images.trim().split('\n').length, 'the logo is drawn on the receipt').toBeGreaterThan(2);
    } finally {
      // Other journeys expect the shop as it was.
      await admin.context.request.put('/api/admin/shop-settings', {
        data: { businessName: SHOP_DEFAULTS.businessName, address: '', phone: '', email: '', licenceNumber: '', supportHours: SHOP_DEFAULTS.supportHours, logoUrl: '' },
        headers: origin(),
      });
    }
  });
});
