import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { SHOP_DEFAULTS } from '@common/contracts/shop-settings';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');

const SHOP = { businessName: 'Kingston Gold & Pawn', address: '12 King Street, Kingston', phone: '876-555-0142', email: '', licenceNumber: 'BOJ-MT-0042', supportHours: SHOP_DEFAULTS.supportHours };

/** Issue 34: the shop's own rates on the public calculator, and its table of rates from Shop Settings. */
describe('the shop\'s own rates', () => {
  it('a super admin sets 15% and 30% with a 10% late fee: the calculator offers them, the table of rates prints them', async () => {
    const admin = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=shop-settings', signedInAs: superAdmin });
    const save = (data: Record<string, unknown>) => admin.context.request.put('/api/admin/shop-settings', { data, headers: { Origin: baseUrl() } });
    try {
      expect((await save({ ...SHOP, interestRates: '15, 30', lateFeePercent: 10 })).status()).toBe(200);

      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await browser.openPage({ viewport, path: '/calculator' });
        await expectVisible(page.getByTestId('calculator-rate-30'));
        expect(await page.getByTestId('calculator-rate-20').count()).toBe(0);
        await page.getByTestId('calculator-amount').fill('10000');
        await page.getByTestId('calculator-rate-30').click();
        await page.getByTestId('calculator-term').selectOption('4');
        await page.getByTestId('calculator-submit').click();
        await expectText(page.getByTestId('summary-weekly-payment'), /J\$3,250\.00/);
        await expectVisible(page.getByText('J$325.00 per late payment (10% of one weekly payment of J$3,250.00)').first());
        await expectNoAxeViolations(page, `calculator at the shop's rates (${viewport.width})`);
        await captureScreen(page, `calculator-shop-rates-${viewport.width}`);

        const settings = await browser.openPage({ viewport, path: '/admin?tab=shop-settings', signedInAs: superAdmin });
        await expectVisible(settings.page.getByTestId('shop-rates-notice'));
        await settings.page.getByTestId('shop-rates-notice').scrollIntoViewIfNeeded();
        await expectNoAxeViolations(settings.page, `shop settings with the table of rates (${viewport.width})`);
        await captureScreen(settings.page, `shop-settings-rates-${viewport.width}`);
      }

      const notice = await admin.context.request.get('/api/shop-settings/rates-notice');
      expect(notice.headers()['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await notice.body() }).toString('utf8').replace(/[ \t]+/g, ' ');
      expect(text).toContain('Table of rates and charges');
      expect(text).toMatch(/15% J\$1,500\.00 J\$11,500\.00 J\$2,875\.00/);
      expect(text).toMatch(/30% J\$3,000\.00 J\$13,000\.00 J\$3,250\.00/);
      expect(text).toContain('Bank of Jamaica licence BOJ-MT-0042');
    } finally {
      // Other journeys expect the shop as it was: the spec's rates.
      await save({ businessName: SHOP_DEFAULTS.businessName, address: '', phone: '', email: '', licenceNumber: '', supportHours: SHOP_DEFAULTS.supportHours, interestRates: '20, 40', lateFeePercent: 20 });
    }
  });
});
