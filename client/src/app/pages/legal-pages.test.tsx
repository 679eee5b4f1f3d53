// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZShopSettings, type TShopSettings } from '@common/contracts/shop-settings';
import { SHOP_FALLBACK } from '@/lib/use-shop-settings';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { SiteFooter } from '../layout/site-footer';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// On the defaults, so the fixture follows the contract as it grows.
const SHOP: TShopSettings = {
  ...SHOP_FALLBACK,
  businessName: 'Kingston Gold & Pawn',
  address: '12 King Street\nKingston',
  phone: '876-555-0142',
  email: 'desk@kingstongold.example',
  licenceNumber: 'BOJ-MT-0042',
  supportHours: 'Monday to Saturday 8AM to 6PM',
  logoUrl: null,
  updatedAt: '2026-11-24T12:00:00.000Z',
};

function serveShop(shop: TShopSettings) {
  return installFakeApi().on('GET', '/api/shop-settings', () => reply(ZShopSettings, shop));
}

const text = () => document.body.textContent ?? '';

describe('the footer', () => {
  it('links Privacy Policy, Terms of Service and Contact Us to their pages', async () => {
    serveShop(SHOP);
    const { user, currentPath } = renderUi(<SiteFooter />, { path: '/calculator' });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, path] of [['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'], ['Contact Us', '/contact']] as const) {
      const link = within(nav).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      await user.click(link);
      expect(currentPath()).toBe(path);
    }
  });
});

describe('Privacy Policy', () => {
  it("names the shop from Shop Settings as the controller under the Data Protection Act, with its contact details", async () => {
    serveShop(SHOP);
    renderUi(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(await screen.findByText(/Kingston Gold & Pawn is the data controller/)).toBeTruthy();
    expect(screen.getByTestId('privacy-controller').textContent).toContain('licence BOJ-MT-0042');
    expect(text()).toContain("Jamaica's Data Protection Act, 2020");
    const contact = screen.getByTestId('shop-contact-list');
    expect(contact.textContent).toContain('12 King Street');
    expect(within(contact).getByRole('link', { name: '876-555-0142' }).getAttribute('href')).toBe('tel:8765550142');
    expect(within(contact).getByRole('link', { name: 'desk@kingstongold.example' }).getAttribute('href')).toBe('mailto:desk@kingstongold.example');
    expect(contact.textContent).toContain('Monday to Saturday 8AM to 6PM');
    expect(document.title).toBe('Privacy Policy | Kingston Gold & Pawn');
  });

  it('says what is collected, why, how long it is kept, who sees it and how to ask for a copy or a correction', async () => {
    serveShop(SHOP);
    const { user, currentPath } = renderUi(<PrivacyPage />, { path: '/privacy' });
    await screen.findByText(/Kingston Gold & Pawn is the data controller/);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Who is responsible for your data',
      '2. What we collect',
      '3. Why we use it',
      '4. Who sees it',
      '5. How long we keep it',
      '6. Your rights',
      '7. How we protect it',
      '8. Changes to this notice',
    ]);
    for (const collected of ['Taxpayer Registration Number (TRN)', 'ID documents', 'a photo of you', 'Your signature', 'phone number and e-mail', 'Guarantor details', 'Payments:']) {
      expect(text(), collected).toContain(collected);
    }
    for (const role of ['Loan officers', 'Administrators and the owner', 'IT staff']) expect(text(), role).toContain(role);
    expect(text()).toContain('seven years after your last loan with us ends');
    expect(text()).toContain('within 30 days, a readable summary of everything we hold');
    expect(text()).toContain('we will correct it');
    expect(text()).toContain('Information Commissioner');
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(currentPath()).toBe('/contact');
  });
});

describe('Terms of Service', () => {
  it("states the lending terms with a worked example by the calculator's own rules", async () => {
    serveShop(SHOP);
    const { user, currentPath } = renderUi(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Service');
    expect(await screen.findByText(/The terms on which Kingston Gold & Pawn lends/)).toBeTruthy();
    expect(text()).toContain('simple interest of 20% or 40% of the amount lent, charged once');
    expect(text()).toContain('over 1 to 52 weeks');
    expect(text()).toContain('First-time borrowers can borrow up to J$20,000.00');
    // docs/cost-of-credit.md example A: the same figures the calculator and the agreement give.
    expect(screen.getByTestId('terms-example').textContent).toBe(
      'Borrow J$10,000.00 at 20% over 4 weeks: the interest is J$2,000.00, you repay J$12,000.00 in 4 weekly instalments of J$3,000.00, ' +
        'and the annual percentage rate (APR) is 401.1%. A late fee would be J$600.00 per late payment (20% of one weekly payment of J$3,000.00).',
    );
    expect(text()).toContain('Late fees are paid on top of your instalments');
    expect(text()).toContain('the loan ends on the due date of its last instalment');
    await user.click(screen.getByRole('link', { name: 'Loan Calculator' }));
    expect(currentPath()).toBe('/calculator');
  });
});

describe('Contact Us', () => {
  it("shows the shop's address, phone, e-mail, hours and licence from Shop Settings", async () => {
    serveShop(SHOP);
    renderUi(<ContactPage />, { path: '/contact' });
    const contact = await screen.findByTestId('shop-contact-list');
    expect(screen.getByTestId('contact-shop-name').textContent).toBe('Kingston Gold & Pawn');
    const terms = [...contact.querySelectorAll('dt')].map((t) => t.textContent);
    expect(terms).toEqual(['Address', 'Phone', 'E-mail', 'Opening hours']);
    expect(within(contact).getByRole('link', { name: '876-555-0142' }).getAttribute('href')).toBe('tel:8765550142');
    expect(within(contact).getByRole('link', { name: 'desk@kingstongold.example' }).getAttribute('href')).toBe('mailto:desk@kingstongold.example');
    expect(text()).toContain('Licensed by the Bank of Jamaica, licence BOJ-MT-0042.');
    expect(screen.queryByText(/will be shown here soon/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('before the shop has entered its details, shows the opening hours and says the rest will follow', async () => {
    serveShop(SHOP_FALLBACK);
    renderUi(<ContactPage />, { path: '/contact' });
    const contact = await screen.findByTestId('shop-contact-list');
    expect([...contact.querySelectorAll('dt')].map((t) => t.textContent)).toEqual(['Opening hours']);
    expect(contact.textContent).toContain('Monday to Friday 9AM to 5PM');
    expect(screen.getByText(/will be shown here soon/)).toBeTruthy();
    expect(screen.getByTestId('contact-shop-name').textContent).toBe('Pawnbook');
  });
});
