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
        <div key={label} className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="break-words whitespace-pre-line">
              {href ? (
                <a href={href} className="font-medium text-primary underline underline-offset-4">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
