import { Clock, Phone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { SHOP_FALLBACK, useShopSettings } from '@/lib/use-shop-settings';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { isPositiveAmount } from '../utils/payment-display';

/**
 * Outstanding Late Payment Charges (dashboard stats' latePayment: charged less paid, the ledger's
 * figures) with what was charged and paid, and the shop's hours and phone to settle them.
 */
export function BorrowerLateCharges() {
  const stats = useDashboardStats();
  const shop = useShopSettings().data ?? SHOP_FALLBACK;
  // The balances above already say when the figures could not be loaded.
  if (!stats.data) return null;
  const due = isPositiveAmount(stats.data.latePayment);

  return (
    <Card className={cn(due && 'border-destructive/40')} data-testid="borrower-late-charges">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">Outstanding Late Payment Charges</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className={cn('text-2xl font-bold tabular-nums', due ? 'text-destructive' : 'text-foreground')} data-testid="borrower-late-charges-amount">
          {formatMoney(stats.data.latePayment)}
        </p>
        {isPositiveAmount(stats.data.lateFeesCharged) && (
          <p className="text-sm" data-testid="borrower-late-charges-reckoning">
            Charged {formatMoney(stats.data.lateFeesCharged)}, paid {formatMoney(stats.data.lateFeesPaid)}.
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {due
            ? 'One late fee for each payment made late, as your agreement states (see each loan below), less the late fees you have paid. Please contact us to settle them.'
            : 'You have no outstanding late payment charges.'}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            Contact hours: <span className="font-medium">{shop.supportHours}</span>
          </span>
        </p>
        {shop.phone && (
          <p className="flex items-center gap-2 text-sm" data-testid="borrower-late-charges-phone">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              Phone:{' '}
              <a className="font-medium underline-offset-4 hover:underline" href={`tel:${shop.phone.replace(/[^0-9+]/g, '')}`}>
                {shop.phone}
              </a>
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
