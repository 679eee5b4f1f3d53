import { useState } from 'react';
import { Coins, Pencil } from 'lucide-react';
import type { TGoldPrices } from '@common/contracts/gold-prices';
import { GOLD_KARATS } from '@common/gold';
import { jamaicaToday } from '@common/jamaica-time';
import { can } from '@common/permissions';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { readErrorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useAuth } from '@/lib/use-auth';
import { useGoldPrices } from '../api/get-gold-prices';
import { GoldPricesForm } from './gold-prices-form';

function PriceList({ prices }: { prices: TGoldPrices['pricesPerGram'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="gold-prices-list">
      {GOLD_KARATS.map((karat) => (
        <div key={karat} className="rounded-md border border-border px-3 py-2">
          <dt className="text-sm text-muted-foreground">{karat}K</dt>
          <dd className="font-semibold tabular-nums" data-testid={`gold-price-shown-${karat}`}>
            {formatMoney(prices[karat])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The day's gold prices (issue 43), J$ per gram: staff see the latest, admins set today's. Until
 * today's are set an admin gets the form, filled with the last ones, and the rest see which day
 * the prices shown are from.
 */
export function GoldPricesCard() {
  const prices = useGoldPrices();
  const { user } = useAuth();
  const canSet = user ? can(user.role, 'goldPrices.set') : false;
  const [editing, setEditing] = useState(false);
  const latest = prices.data?.date ? prices.data : null;
  const isToday = latest?.date === jamaicaToday();

  let status = '';
  if (latest) {
    const who = `set by ${latest.setBy.name}, ${formatDateTime(latest.setBy.at)}`;
    status = isToday ? `Today's prices, ${who}.` : `Prices of ${formatDate(latest.date)}, ${who}. Today's are not set yet.`;
  } else if (prices.data) {
    status = canSet ? 'No gold prices have been set yet.' : 'No gold prices have been set yet: an admin sets them.';
  }
  const showForm = canSet && (editing || !isToday);

  return (
    <Card className="min-w-0" data-testid="gold-prices-card">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Coins className="size-5 text-primary" aria-hidden="true" />
          Gold prices
        </CardTitle>
        <CardDescription>J$ per gram, for valuing gold taken in pawn.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prices.isPending ? (
          <Skeleton className="h-16" />
        ) : prices.isError ? (
          <LoadError message={readErrorMessage(prices.error) ?? 'We could not load the gold prices.'} onRetry={() => void prices.refetch()} testId="gold-prices-error" />
        ) : (
          <>
            <p className={isToday ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-amber-800'} data-testid="gold-prices-status">
              {status}
            </p>
            {showForm ? (
              <GoldPricesForm key={latest?.setBy.at ?? 'none'} latest={latest?.pricesPerGram ?? null} onSaved={() => setEditing(false)} onCancel={editing ? () => setEditing(false) : undefined} />
            ) : (
              latest && <PriceList prices={latest.pricesPerGram} />
            )}
            {canSet && !showForm && (
              <div>
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="gold-prices-edit">
                  <Pencil aria-hidden="true" />
                  Change today's prices
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
