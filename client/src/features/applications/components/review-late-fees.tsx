import type { TLedgerTotals } from '@common/contracts/payments';
import { toCents } from '@common/money';
import { formatMoney } from '@/lib/format';
import { DetailItem } from './detail-item';

/**
 * The loan's late fees as the ledger reckons them (issue 30 item 6): one fee per instalment that fell
 * late, what was paid, what is outstanding. The same figures as the borrower's page and the receipts.
 */
export function ReviewLateFees({ ledger }: { ledger: TLedgerTotals }) {
  const n = ledger.lateInstalments;
  const outstanding = (toCents(ledger.lateFeesOutstanding) ?? 0) > 0;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-border pt-3 text-sm sm:grid-cols-3" aria-label="Late fees" data-testid="review-late-fees">
      <DetailItem label="Late fees charged" testId="review-late-fees-charged">
        {formatMoney(ledger.lateFeesCharged)}
        <span className="block text-xs font-normal text-muted-foreground">
          {n} late payment{n === 1 ? '' : 's'} at {formatMoney(ledger.lateFee)}
        </span>
      </DetailItem>
      <DetailItem label="Late fees paid" testId="review-late-fees-paid">
        {formatMoney(ledger.lateChargesPaid)}
      </DetailItem>
      <DetailItem label="Late fees outstanding" testId="review-late-fees-outstanding" className={outstanding ? 'text-destructive' : undefined}>
        {formatMoney(ledger.lateFeesOutstanding)}
      </DetailItem>
    </dl>
  );
}
