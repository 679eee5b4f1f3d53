import { useId, useState, type FormEvent } from 'react';
import { SALE_MESSAGES, SALE_METHOD_LABELS, SALE_METHODS, saleOutcomeOf, type TSaleMethod } from '@common/contracts/pledge-sales';
import { jamaicaToday } from '@common/jamaica-time';
import { toCents } from '@common/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney, formatMoneyCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePledge } from '../api/get-pledge';
import { useSellPledge } from '../api/sell-pledge';
import { FormField, invalidMarks } from './form-field';

type TProps = { loanId: string; applicationNumber: string; onClose: () => void };
type TField = 'saleDate' | 'buyerName' | 'salePrice' | 'saleCosts';

/**
 * Sell a forfeited pledge (Pawnbrokers Act s. 12-18): the amount owed shows before the price is
 * typed, and the surplus owed to the pawner or the shortfall written off as the figures come in.
 */
export function SellDialog({ loanId, applicationNumber, onClose }: TProps) {
  const id = useId();
  const pledge = usePledge(loanId);
  const sell = useSellPledge();
  const today = jamaicaToday();
  const [form, setForm] = useState({ saleDate: today, method: 'auction' as TSaleMethod, buyerName: '', auctioneer: '', salePrice: '', saleCosts: '0.00' });
  const [problem, setProblem] = useState<{ field: TField; message: string } | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldId = (field: TField) => `${id}-${field}`;
  const problemOf = (field: TField) => (problem?.field === field ? problem.message : null);
  const marks = (field: TField) => invalidMarks(fieldId(field), problem?.field === field);

  const owedCents = pledge.data ? (toCents(pledge.data.outstandingBalance) ?? 0) : null;
  const priceCents = toCents(form.salePrice);
  const costsCents = form.saleCosts.trim() === '' ? 0 : toCents(form.saleCosts);
  const outcome = owedCents !== null && priceCents !== null && costsCents !== null ? saleOutcomeOf({ salePriceCents: priceCents, saleCostsCents: costsCents, amountOwedCents: owedCents }) : null;

  const refuse = (field: TField, message: string) => {
    setProblem({ field, message });
    document.getElementById(fieldId(field))?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sell.isPending) return;
    if (!form.saleDate || form.saleDate > today) return refuse('saleDate', SALE_MESSAGES.saleDateFuture);
    if (!form.buyerName.trim()) return refuse('buyerName', 'Buyer name is required');
    if (priceCents === null || priceCents <= 0) return refuse('salePrice', SALE_MESSAGES.salePriceInvalid);
    if (costsCents === null || costsCents < 0) return refuse('saleCosts', SALE_MESSAGES.saleCostsInvalid);
    if (costsCents > priceCents) return refuse('saleCosts', SALE_MESSAGES.costsAbovePrice);
    setProblem(null);
    sell.mutate(
      { loanId, sale: { ...form, buyerName: form.buyerName.trim(), auctioneer: form.auctioneer.trim() || null, saleCosts: form.saleCosts.trim() || '0' } },
      {
        onSuccess: (sale) => {
          const result = (toCents(sale.surplus) ?? 0) > 0 ? `surplus ${formatMoney(sale.surplus)} owed to the pawner` : `shortfall ${formatMoney(sale.shortfall)} written off`;
          toast({ title: 'Pledge sold', description: `${applicationNumber}: ${result}.` });
          onClose();
        },
        onError: (err) => toast({ title: 'Pledge not sold', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  const pending = sell.isPending;
  const data = pledge.data;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="sell-dialog">
        <DialogHeader>
          <DialogTitle>Sell Forfeited Pledge</DialogTitle>
          <DialogDescription>
            Ticket <span className="font-mono">{data?.ticketNumber ?? '—'}</span>, loan <span className="font-mono">{applicationNumber}</span>
            {data?.redeemableUntil ? `, redeemable until ${formatDate(data.redeemableUntil)}` : ''}. Every item still in pawn is sold; the pawner is e-mailed the figures.
          </DialogDescription>
        </DialogHeader>
        {data && (
          <ul className="grid gap-1 rounded-md bg-secondary px-3 py-2 text-sm" aria-label="Items to sell">
            {data.items
              .filter((item) => item.status === 'in_pawn')
              .map((item) => (
                <li key={item.id}>
                  <span className="font-mono">{item.itemNumber}</span> {item.description}
                </li>
              ))}
          </ul>
        )}
        <p className="text-sm">
          Amount owed today:{' '}
          <span className="font-semibold tabular-nums" data-testid="sell-owed">{owedCents === null ? 'Loading...' : formatMoneyCents(owedCents)}</span>
          <span className="block text-xs text-muted-foreground">Principal, interest and late fees less payments, as the ledger has them on the sale date.</span>
        </p>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('saleDate')} label="Sale date" required problem={problemOf('saleDate')}>
              <Input id={fieldId('saleDate')} type="date" max={today} value={form.saleDate} onChange={(e) => set('saleDate', e.target.value)} disabled={pending} aria-required data-testid="sell-date" {...marks('saleDate')} />
            </FormField>
            <div className="grid content-start gap-2">
              <label htmlFor={`${id}-method`} className="text-sm font-medium">
                Method
              </label>
              <NativeSelect id={`${id}-method`} value={form.method} onChange={(e) => set('method', e.target.value as TSaleMethod)} disabled={pending} data-testid="sell-method">
                {SALE_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {SALE_METHOD_LABELS[m]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <FormField id={fieldId('buyerName')} label="Buyer" required problem={problemOf('buyerName')}>
              <Input id={fieldId('buyerName')} value={form.buyerName} onChange={(e) => set('buyerName', e.target.value)} maxLength={200} autoComplete="off" disabled={pending} aria-required data-testid="sell-buyer" {...marks('buyerName')} />
            </FormField>
            <FormField id={`${id}-auctioneer`} label="Auctioneer" problem={null}>
              <Input id={`${id}-auctioneer`} value={form.auctioneer} onChange={(e) => set('auctioneer', e.target.value)} maxLength={200} autoComplete="off" disabled={pending} data-testid="sell-auctioneer" />
            </FormField>
            <FormField id={fieldId('salePrice')} label="Sale price (J$)" required problem={problemOf('salePrice')}>
              <Input id={fieldId('salePrice')} inputMode="decimal" value={form.salePrice} onChange={(e) => set('salePrice', e.target.value)} autoComplete="off" disabled={pending} aria-required placeholder="15,000.00" data-testid="sell-price" {...marks('salePrice')} />
            </FormField>
            <FormField id={fieldId('saleCosts')} label="Costs of the sale (J$)" problem={problemOf('saleCosts')}>
              <Input id={fieldId('saleCosts')} inputMode="decimal" value={form.saleCosts} onChange={(e) => set('saleCosts', e.target.value)} autoComplete="off" disabled={pending} data-testid="sell-costs" {...marks('saleCosts')} />
            </FormField>
          </div>
          <p className="rounded-md bg-accent-soft px-3 py-2 text-sm" aria-live="polite" data-testid="sell-outcome">
            {outcome === null
              ? 'Type the sale price to see the surplus or shortfall.'
              : outcome.surplusCents > 0
                ? `Surplus owed to the pawner: ${formatMoneyCents(outcome.surplusCents)} (claimable for three years).`
                : outcome.shortfallCents > 0
                  ? `Shortfall to write off: ${formatMoneyCents(outcome.shortfallCents)}.`
                  : 'No surplus and no shortfall: the sale covers exactly what is owed.'}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || owedCents === null} data-testid="sell-submit">
              {pending ? 'Recording...' : 'Record sale'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
