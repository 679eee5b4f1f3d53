import type { TAccountType, TTrialBalanceAccount, TTrialBalanceResponse } from '@common/contracts/books';
import { toCents } from '@common/money';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatMoney, formatMoneyCents } from '@/lib/format';

const TYPE_LABELS: Record<TAccountType, string> = { asset: 'Asset', liability: 'Liability', equity: 'Equity', income: 'Income', expense: 'Expense' };

const columnsOf = (onOpenAccount: (account: TTrialBalanceAccount) => void): TDataColumn<TTrialBalanceAccount>[] => [
  { key: 'code', header: 'Code', cell: (a) => <span className="font-mono">{a.code}</span> },
  {
    key: 'account',
    header: 'Account',
    cell: (a) => (
      <Button variant="link" className="h-auto p-0" aria-haspopup="dialog" onClick={() => onOpenAccount(a)} data-testid="trial-balance-account" data-code={a.code}>
        {a.name}
      </Button>
    ),
  },
  { key: 'type', header: 'Type', cell: (a) => TYPE_LABELS[a.type] },
  { key: 'debit', header: 'Debit', numeric: true, cell: (a) => formatMoney(a.debit) },
  { key: 'credit', header: 'Credit', numeric: true, cell: (a) => formatMoney(a.credit) },
  { key: 'balance', header: 'Balance', numeric: true, cell: (a) => formatMoney(a.balance) },
];

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
      <DataTable
        look="report"
        label="Trial balance"
        testId="trial-balance-accounts"
        empty="There are no accounts in the books."
        columns={columnsOf(onOpenAccount)}
        rows={balance.accounts}
        rowKey={(a) => a.code}
        footer={{ cells: ['Total', '', '', <span data-testid="trial-balance-total-debit">{formatMoney(balance.totals.debit)}</span>, <span data-testid="trial-balance-total-credit">{formatMoney(balance.totals.credit)}</span>, ''] }}
      />
      <BalanceCheck debit={balance.totals.debit} credit={balance.totals.credit} />
    </>
  );
}
