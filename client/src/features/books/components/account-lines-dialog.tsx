import { useState } from 'react';
import type { TAccountLine, TTrialBalanceAccount } from '@common/contracts/books';
import { toCents } from '@common/money';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatMoney } from '@/lib/format';
import { useAccount } from '../api/get-account';
import { entryKindLabel, monthStartOf } from '../utils/book-months';

const amount = (value: string) => (toCents(value) === 0 ? '' : formatMoney(value));

const COLUMNS: TDataColumn<TAccountLine>[] = [
  { key: 'date', header: 'Date', cell: (l) => <span className="whitespace-nowrap">{formatDate(l.date)}</span> },
  {
    key: 'entry',
    header: 'Entry',
    cell: (l) => (
      <>
        <span className="block whitespace-nowrap">
          {l.number}. {entryKindLabel(l.kind)}
        </span>
        <span className="block text-xs whitespace-nowrap text-muted-foreground">{l.reference}</span>
      </>
    ),
  },
  { key: 'memo', header: 'Memo', cell: (l) => <span className="block w-56 whitespace-normal">{l.memo}</span> },
  { key: 'debit', header: 'Debit', numeric: true, cell: (l) => amount(l.debit) },
  { key: 'credit', header: 'Credit', numeric: true, cell: (l) => amount(l.credit) },
  { key: 'balance', header: 'Balance', numeric: true, cell: (l) => formatMoney(l.balance) },
];

/**
 * One account's lines over a range (by default the trial balance's month up to its day, so the
 * closing balance is the one the trial balance shows): the opening balance, each line with the
 * balance after it, and the closing balance.
 */
export function AccountLinesDialog({ account, asOf, onClose }: { account: TTrialBalanceAccount; asOf: string; onClose: () => void }) {
  const [from, setFrom] = useState(monthStartOf(asOf));
  const [to, setTo] = useState(asOf);
  const lines = useAccount({ code: account.code, from, to });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" className="max-w-5xl" data-testid="account-lines-dialog">
        <DialogHeader>
          <DialogTitle>
            <span className="font-mono">{account.code}</span> {account.name}
          </DialogTitle>
          <DialogDescription>Every line booked to this account in the range, with the account&apos;s balance after each.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-3">
          <ReportDayField id="account-lines-from" label="From" value={from} onChange={(day) => day && setFrom(day)} testId="account-lines-from" />
          <ReportDayField id="account-lines-to" label="To" value={to} onChange={(day) => day && setTo(day)} testId="account-lines-to" />
        </div>
        <div className="grid min-w-0 gap-3">
          <ReportState query={lines} testId="account-lines">
            {(data) => (
              <>
                <p className="text-sm" data-testid="account-lines-opening">
                  Opening balance on {formatDate(data.from)}: <span className="font-semibold tabular-nums">{formatMoney(data.openingBalance)}</span>
                </p>
                <DataTable
                  look="report"
                  label={`Lines of ${data.code} ${data.name}`}
                  testId="account-lines-table"
                  empty="Nothing was booked to this account in this range."
                  columns={COLUMNS}
                  rows={data.lines}
                  rowKey={(_l, i) => i}
                />
                <p className="text-sm" data-testid="account-lines-closing">
                  Closing balance on {formatDate(data.to)}: <span className="font-semibold tabular-nums">{formatMoney(data.closingBalance)}</span>
                </p>
              </>
            )}
          </ReportState>
        </div>
      </DialogContent>
    </Dialog>
  );
}
