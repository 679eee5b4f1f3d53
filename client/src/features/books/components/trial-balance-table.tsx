import type { TAccountType, TTrialBalanceAccount, TTrialBalanceResponse } from '@common/contracts/books';
import { toCents } from '@common/money';
import { ReportTable } from '@/components/report-table';
import { Button } from '@/components/ui/button';
import { formatMoney, formatMoneyCents } from '@/lib/format';

const TYPE_LABELS: Record<TAccountType, string> = { asset: 'Asset', liability: 'Liability', equity: 'Equity', income: 'Income', expense: 'Expense' };

/** Whether the debits and credits agree, said in words (a difference is a fault in the books, not the shop's). */
function BalanceCheck({ debit, credit }: { debit: string; credit: string }) {
  const difference = (toCents(debit) ?? 0) - (toCents(credit) ?? 0);
  if (difference === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="trial-balance-check" data-balanced="true">
        Debits equal credits: the books balance.
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm" data-testid="trial-balance-check" data-balanced="false">
      The debits and credits differ by {formatMoneyCents(Math.abs(difference))}. Please tell the system administrator.
    </p>
  );
}

/** Every account with its debits, credits and balance, and the totals; an account's name opens its lines. */
export function TrialBalanceTable({ balance, onOpenAccount }: { balance: TTrialBalanceResponse; onOpenAccount: (account: TTrialBalanceAccount) => void }) {
  return (
    <>
      <ReportTable
        label="Trial balance"
        testId="trial-balance-accounts"
        empty="There are no accounts in the books."
        columns={[{ label: 'Code' }, { label: 'Account' }, { label: 'Type' }, { label: 'Debit', numeric: true }, { label: 'Credit', numeric: true }, { label: 'Balance', numeric: true }]}
        rows={balance.accounts.map((a) => [
          <span className="font-mono">
            {a.code}
          </span>,
          <Button variant="link" className="h-auto p-0" aria-haspopup="dialog" onClick={() => onOpenAccount(a)} data-testid="trial-balance-account" data-code={a.code}>
            {a.name}
          </Button>,
          TYPE_LABELS[a.type],
          formatMoney(a.debit),
          formatMoney(a.credit),
          formatMoney(a.balance),
        ])}
        totals={['Total', '', '', <span data-testid="trial-balance-total-debit">{formatMoney(balance.totals.debit)}</span>, <span data-testid="trial-balance-total-credit">{formatMoney(balance.totals.credit)}</span>, '']}
      />
      <BalanceCheck debit={balance.totals.debit} credit={balance.totals.credit} />
    </>
  );
}
