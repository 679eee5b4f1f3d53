import { Store } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useShopSettings } from '@/lib/use-shop-settings';
import { ShopSettingsForm } from './shop-settings-form';

/** Shop Settings (super admin): the shop's name, address, phone, e-mail, licence, logo and hours. */
export function ShopSettingsTab() {
  const settings = useShopSettings();
  return (
    <Card data-testid="shop-settings-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Store className="size-5 text-primary" aria-hidden="true" />
          Shop Settings
        </CardTitle>
        <CardDescription>Your business as borrowers see it on receipts, loan agreements, e-mails, the website footer and their profile.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <ShopSettingsForm saved={settings.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{settings.isError ? 'Shop settings could not be loaded.' : 'Loading...'}</p>
        )}
      </CardContent>
    </Card>
  );
}
