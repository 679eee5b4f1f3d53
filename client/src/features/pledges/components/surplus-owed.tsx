import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { SURPLUS_STATUS_LABELS, SURPLUS_STATUSES, surplusReceiptPath, type TSurplus, type TSurplusStatus } from '@common/contracts/pledge-sales';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate, formatMoney } from '@/lib/format';
import { surplusListPath, useSurplus } from '../api/get-surplus';
import { PaySurplusDialog } from './pay-surplus-dialog';

/** Surplus owed to pawners (Pawnbrokers Act s. 18): claimable for three years from the sale; paid out with a receipt. */
export function SurplusOwed() {
  const id = useId();
  const [status, setStatus] = useState<TSurplusStatus | ''>('owed');
  const [paying, setPaying] = useState<TSurplus | null>(null);
  const list = useSurplus(status);

  return (
    <Card className="min-w-0" data-testid="surplus-owed">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Surplus Owed</h3>
          <CardDescription>
            What a sale brought in over what was owed belongs to the pawner for three years (s. 18). Total owed:{' '}
            <span className="font-semibold text-foreground tabular-nums" data-testid="surplus-total-owed">
              {list.data ? formatMoney(list.data.totalOwed) : '...'}
            </span>
          </CardDescription>
        </div>
        <a href={surplusListPath(status, 'csv')} className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted" data-testid="surplus-csv" download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="grid gap-1.5 sm:w-64">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Show
          </label>
          <NativeSelect id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as TSurplusStatus | '')} data-testid="surplus-filter">
            <option value="">All</option>
            {SURPLUS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SURPLUS_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {list.isPending ? (
          <p role="status" className="py-6 text-sm text-muted-foreground">
            Loading surpluses...
          </p>
        ) : list.isError && !list.data ? (
          <LoadError message="We could not load the surpluses." onRetry={() => void list.refetch()} testId="surplus-error" />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">No surpluses here.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Surpluses">
            {list.data.items.map((s) => (
              <li key={s.id} className="grid gap-2 rounded-lg border border-border p-4" data-testid="surplus-row">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{s.borrowerName}</p>
                    <p className="font-mono text-xs text-muted-foreground">
                      {s.ticketNumber} · {s.applicationNumber}
                    </p>
                  </div>
                  <Badge variant={s.status === 'owed' ? 'accent' : s.status === 'paid' ? 'success' : 'secondary'}>{SURPLUS_STATUS_LABELS[s.status]}</Badge>
                </div>
                <p className="text-2xl font-semibold tabular-nums">{formatMoney(s.amount)}</p>
                <p className="text-sm text-muted-foreground">
                  Sold {formatDate(s.saleDate)} · claimable until {formatDate(s.claimableUntil)}
                </p>
                {s.status === 'paid' && (
                  <p className="text-sm">
                    Paid {formatDate(s.paidAt)} to {s.paidTo} ·{' '}
                    <a className="text-primary underline" href={surplusReceiptPath(s.id)} target="_blank" rel="noreferrer">
                      Receipt {s.receiptNumber}
                    </a>
                  </p>
                )}
                {s.status === 'owed' && (
                  <Button size="sm" className="justify-self-start" onClick={() => setPaying(s)} data-testid="surplus-pay" aria-label={`Pay out the surplus of ${s.borrowerName}`}>
                    Pay out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {paying && <PaySurplusDialog surplus={paying} onClose={() => setPaying(null)} />}
    </Card>
  );
}
