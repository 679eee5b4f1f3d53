import { useState, type FormEvent, type ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import type { TCloseCashDrawerResponse } from '@common/contracts/cash-drawer';
import { toCents } from '@common/money';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { readErrorMessage } from '@/lib/api-client';
import { formatMoney, formatMoneyCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCurrentDrawer } from '../api/get-current-drawer';
import { useOpenDrawer } from '../api/open-drawer';
import { CashDrawerFigures } from './cash-drawer-figures';
import { CloseDrawerForm } from './close-drawer-form';

/** "Short by J$100.00", "Over by J$50.00" or "Balanced". */
function differenceText(difference: string): string {
  const cents = toCents(difference) ?? 0;
  if (cents === 0) return 'Balanced';
  return `${cents < 0 ? 'Short' : 'Over'} by ${formatMoneyCents(Math.abs(cents))}`;
}

function OpenDrawerForm() {
  const [float, setFloat] = useState('');
  const open = useOpenDrawer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      { openingFloat: float },
      { onError: (error) => toast({ title: 'Could not open the drawer', description: readErrorMessage(error) ?? 'Please try again.', variant: 'destructive' }) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end lg:grid-cols-1" aria-label="Open a cash drawer">
      <div className="grid gap-1.5">
        <Label htmlFor="cash-drawer-float">Opening float (J$)</Label>
        <Input id="cash-drawer-float" value={float} onChange={(e) => setFloat(e.target.value)} inputMode="decimal" autoComplete="off" maxLength={20} placeholder="0.00" required disabled={open.isPending} data-testid="cash-drawer-float-input" />
      </div>
      <Button type="submit" disabled={open.isPending} data-testid="cash-drawer-open">
        {open.isPending ? 'Opening...' : 'Open drawer'}
      </Button>
    </form>
  );
}

/**
 * The signed-in staff member's cash drawer on the dashboard (issue 34): open it with a float, watch
 * the cash taken in and paid out, count and close it. Nothing requires one. `endOfDay`: the page's
 * end-of-day report (issue 43, from the reports feature), beside the close and after it.
 */
export function CashDrawerCard({ endOfDay }: { endOfDay?: ReactNode }) {
  const drawer = useCurrentDrawer();
  const [closed, setClosed] = useState<TCloseCashDrawerResponse | null>(null);
  return (
    <Card data-testid="cash-drawer-card">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <Wallet className="size-5 text-muted-foreground" aria-hidden="true" />
          Cash drawer
        </CardTitle>
        <CardDescription>Cash you take in and pay out while your drawer is open counts in it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {closed && (
          <div role="status" className="rounded-md border border-border p-3 text-sm" data-testid="cash-drawer-result">
            <p className="font-medium">Drawer closed: {differenceText(closed.difference)}</p>
            <p className="text-muted-foreground">
              Expected {formatMoney(closed.expected)}, counted {formatMoney(closed.counted)}, difference {formatMoney(closed.difference)}.
            </p>
          </div>
        )}
        {drawer.isPending ? (
          <Skeleton className="h-20" />
        ) : drawer.isError ? (
          <LoadError message={readErrorMessage(drawer.error) ?? 'We could not load your cash drawer.'} onRetry={() => void drawer.refetch()} testId="cash-drawer-error" />
        ) : drawer.data ? (
          <>
            <CashDrawerFigures drawer={drawer.data} />
            <CloseDrawerForm onClosed={setClosed} beside={endOfDay} />
          </>
        ) : (
          <>
            <OpenDrawerForm />
            {endOfDay && <div className="grid border-t border-border pt-3">{endOfDay}</div>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
