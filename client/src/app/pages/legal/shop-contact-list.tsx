import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { TShopSettings } from '@common/contracts/shop-settings';

type TDetail = { label: string; icon: LucideIcon; value: string; href?: string };

/** The shop's contact details from Shop Settings (address, phone, e-mail, opening hours), each named. */
export function ShopContactList({ shop }: { shop: TShopSettings }) {
  const details: TDetail[] = [];
  if (shop.address) details.push({ label: 'Address', icon: MapPin, value: shop.address });
  if (shop.phone) details.push({ label: 'Phone', icon: Phone, value: shop.phone, href: `tel:${shop.phone.replace(/[^0-9+]/g, '')}` });
  if (shop.email) details.push({ label: 'E-mail', icon: Mail, value: shop.email, href: `mailto:${shop.email}` });
  details.push({ label: 'Opening hours', icon: Clock, value: shop.supportHours });
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="shop-contact-list">
      {details.map(({ label, icon: Icon, value, href }) => (
        // A <dl> group holds only its <dt> and <dd> (axe definition-list): the icon is in the term.
        <div key={label} className="grid min-w-0 gap-1">
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </dt>
          <dd className="break-words whitespace-pre-line ps-6">
            {href ? (
              <a href={href} className="font-medium text-primary underline underline-offset-4">
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
