import { describe, expect, it } from 'vitest';
import type { TShopSettings } from '@common/contracts/shop-settings';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser, type TViewport } from './support/browser';
import { expectPath, expectText, expectVisible } from './support/expect-page';

const browser = useBrowser();
/** The text as a pattern that finds it anywhere in an element's text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const PAGES = [
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', testId: 'privacy-page' },
  { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service', testId: 'terms-page' },
  { link: 'Contact Us', path: '/contact', heading: 'Contact Us', testId: 'contact-page' },
] as const;

describe('privacy, terms and contact pages', () => {
  it.each([PHONE, DESKTOP] as TViewport[])('a visitor opens each from the footer at $width px: signed out, readable, no sideways scroll, axe clean', async (viewport) => {
    const { page, context } = await browser.openPage({ viewport, path: '/' });
    const shop = (await (await context.request.get('/api/shop-settings')).json()) as TShopSettings;
    await expectVisible(page.getByRole('heading', { level: 1 }));

    for (const target of PAGES) {
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await footer.getByRole('link', { name: target.link }).click();
      await expectPath(page, target.path);
      await expectText(page.getByRole('heading', { level: 1 }), target.heading);
      await expectVisible(page.getByTestId(target.testId));
      // No sign-in was asked for on the way.
      expect(new URL(page.url()).pathname).toBe(target.path);

      if (target.path === '/privacy') {
        await expectText(page.getByTestId('privacy-controller'), containing(`${shop.businessName} is the data controller`));
        await expectText(page.getByTestId(target.testId), /Data Protection Act, 2020/);
      }
      if (target.path === '/terms') await expectText(page.getByTestId('terms-example'), /J\$10,000\.00 at 20% over 4 weeks/);
      if (target.path === '/contact') {
        const details = page.getByTestId('shop-contact-list');
        await expectText(page.getByTestId('contact-shop-name'), shop.businessName);
        await expectText(details, containing(shop.supportHours));
        if (shop.phone) await expectText(details, containing(shop.phone));
        if (shop.email) await expectText(details, containing(shop.email));
      }

      const widths = await page.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
      });
      expect(widths.scrollWidth, `horizontal scroll on ${target.path}`).toBeLessThanOrEqual(widths.clientWidth);
      await expectNoAxeViolations(page, `${target.path} at ${viewport.width} px`);
    }

    // An address typed in (or a bookmark) opens the page as well.
    await page.goto('/privacy');
    await expectText(page.getByRole('heading', { level: 1 }), 'Privacy Policy');
  });
});
