import { Link } from 'wouter';
import { StatusMessage } from '@/components/status-message';
import { Card, CardContent } from '@/components/ui/card';
import { SHOP_FALLBACK, shopNameOf, useShopSettings } from '@/lib/use-shop-settings';
import { LegalPage } from './legal/legal-page';
import { LegalSection } from './legal/legal-section';
import { ShopContactList } from './legal/shop-contact-list';

const LINK = 'font-medium text-primary underline underline-offset-4';

/** /contact: how to reach the shop, from Shop Settings (address, phone, e-mail, hours, licence). Public. */
export function ContactPage() {
  const settings = useShopSettings();
  const shop = settings.data ?? SHOP_FALLBACK;
  const name = shopNameOf(settings.data);
  const reachable = Boolean(shop.address || shop.phone || shop.email);
  return (
    <LegalPage title="Contact Us" lead={<p>Questions about a loan, a payment or your personal data? {name} is here to help.</p>} testId="contact-page">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <h2 className="text-xl font-semibold tracking-tight" data-testid="contact-shop-name">
            {name}
          </h2>
          {settings.isPending ? (
            <StatusMessage className="min-h-24">Loading contact details...</StatusMessage>
          ) : (
            <>
              <ShopContactList shop={shop} />
              {!reachable && <p className="text-muted-foreground">Our address, phone and e-mail will be shown here soon. Please visit us during opening hours.</p>}
              {shop.licenceNumber && <p className="text-sm text-muted-foreground">Licensed by the Bank of Jamaica, licence {shop.licenceNumber}.</p>}
            </>
          )}
        </CardContent>
      </Card>

      <LegalSection title="About a loan or a payment">
        <p>
          Please have your application number (PL-...) or receipt number (RCT-...) to hand when you call or write, so we can find your
          loan quickly. If you cannot make a payment on time, talk to us before the due date.
        </p>
      </LegalSection>

      <LegalSection title="Your personal data">
        <p>
          To ask for a copy of the personal data we hold about you, or to have something corrected, contact us as above. How we use and
          protect your data is explained in our{' '}
          <Link href="/privacy" className={LINK}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Before you apply">
        <p>
          Work out your payments with the{' '}
          <Link href="/calculator" className={LINK}>
            Loan Calculator
          </Link>{' '}
          and read our{' '}
          <Link href="/terms" className={LINK}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
