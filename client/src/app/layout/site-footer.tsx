import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { cn } from '@/lib/cn';
import { SHOP_FALLBACK, useShopSettings } from '@/lib/use-shop-settings';
import { PAGE_FRAME } from './page-frame';

// The spec's footer links, each a public page of its own (lazy, like every page).
const FOOTER_LINKS = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Contact Us', href: '/contact' },
] as const;

/** The site footer: the shop's name, logo and contact details (Shop Settings), the links and the copyright line. */
export function SiteFooter() {
  const shop = useShopSettings().data ?? SHOP_FALLBACK;
  return (
    <footer className="print:hidden border-t border-border bg-card">
      <div className={cn(PAGE_FRAME, 'grid gap-6 py-8 md:grid-cols-[1fr_auto] md:items-start')}>
        <div className="grid gap-2 text-sm" data-testid="footer-shop">
          <div className="flex items-center gap-2 text-base font-semibold text-primary">
            {shop.logoUrl ? <img src={shop.logoUrl} alt="" className="size-6 shrink-0 rounded-sm object-contain" /> : <BrandLogo className="size-6" />}
            <span data-testid="footer-shop-name">{shop.businessName}</span>
          </div>
          <address className="grid gap-1 not-italic text-muted-foreground">
            {shop.address && (
              <span className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="whitespace-pre-line">{shop.address}</span>
              </span>
            )}
            {shop.phone && (
              <span className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${shop.phone.replace(/[^0-9+]/g, '')}`} className="underline-offset-4 hover:text-foreground hover:underline">
                  {shop.phone}
                </a>
              </span>
            )}
            {shop.email && (
              <span className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${shop.email}`} className="break-all underline-offset-4 hover:text-foreground hover:underline">
                  {shop.email}
                </a>
              </span>
            )}
            <span className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              <span>Opening hours: {shop.supportHours}</span>
            </span>
            {shop.licenceNumber && <span>Licensed by the Bank of Jamaica, licence {shop.licenceNumber}</span>}
          </address>
        </div>
        <div className="grid gap-2 md:justify-items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
              {FOOTER_LINKS.map(({ label, href }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="inline-flex min-h-10 items-center rounded-sm px-2 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-muted-foreground">
            © {new Date().getFullYear()} {shop.businessName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
