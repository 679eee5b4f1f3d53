import type { TLedgerTotals, TPayableLoan } from '@common/contracts/payments';
import { FREQUENCY_LABELS, type TPaymentFrequency } from '@common/application-status';
import { Button } from '@/components/ui/button';
import { toCents } from '@common/money';
import { formatDate, formatMoney } from '@/lib/format';

type TProps = {
  loan: TPayableLoan;
  /** From the loan's ledger once it has loaded; until then the totals the search answered with. */
  totals: TLedgerTotals;
  ledgerState: 'loading' | 'ready' | 'error';
  /** The Jamaica day the figures are for: a next instalment before it is already late. */
  today: string;
  onChange: () => void;
  disabled: boolean;
};

const centsOf = (amount: string) => toCents(amount) ?? 0;
const frequencyLabel = (f: string) => FREQUENCY_LABELS[f as TPaymentFrequency] ?? f;

/** What the chosen loan owes, from its ledger: the figures the payment is checked against. */
export function PaymentLoanSummary({ loan, totals, ledgerState, today, onChange, disabled }: TProps) {
  const facts = [
    { label: 'Borrower', value: loan.borrowerName },
    { label: 'Application', value: loan.applicationNumber, mono: true },
    { label: 'Frequency', value: frequencyLabel(loan.paymentFrequency) },
    { label: 'Payment per period', value: formatMoney(totals.paymentAmount) },
    { label: 'Outstanding', value: formatMoney(totals.outstanding) },
    { label: 'Overdue amount', value: formatMoney(totals.overdueAmount), warn: totals.isOverdue },
    {
      label: 'Next due',
      value: totals.nextDueDate ? `${formatDate(totals.nextDueDate)} · ${formatMoney(totals.nextDueAmount)}` : 'Nothing left to pay',
      warn: totals.nextDueDate !== null && totals.nextDueDate < today,
      // Date and amount on one line: a third of the dialog is too narrow and left the dot dangling.
      wide: true,
    },
  ];

  return (
    <section className="grid gap-3 rounded-md border border-border bg-muted/40 p-4" aria-label="Chosen loan" data-testid="payment-loan-summary" data-application-number={loan.applicationNumber}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Loan summary</h3>
        <Button type="button" size="sm" variant="outline" onClick={onChange} disabled={disabled} data-testid="payment-loan-change">
          Change loan
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className={`min-w-0 ${fact.wide ? 'col-span-2' : ''}`}>
            <dt className="text-xs font-medium text-muted-foreground">{fact.label}</dt>
            <dd className={`font-semibold break-words tabular-nums ${fact.mono ? 'font-mono text-xs' : ''} ${fact.warn ? 'text-destructive' : ''}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {ledgerState === 'loading' && (
        <p role="status" className="text-xs text-muted-foreground">
          Checking the loan&apos;s ledger...
        </p>
      )}
      {ledgerState === 'error' && (
        <p role="alert" className="text-xs text-destructive">
          We could not load this loan&apos;s ledger; the figures above are from the search.
        </p>
      )}
      {centsOf(totals.lateFeesCharged) > 0 && (
        <p className={`text-xs ${centsOf(totals.lateFeesDue) > 0 ? 'text-destructive' : 'text-muted-foreground'}`} data-testid="payment-late-fees">
          Late fees: {formatMoney(totals.lateFeesCharged)} charged ({totals.lateInstalments} late payment{totals.lateInstalments === 1 ? '' : 's'} at {formatMoney(totals.lateFee)}),{' '}
          {formatMoney(totals.lateChargesPaid)} paid, {formatMoney(totals.lateFeesOutstanding)} outstanding.
        </p>
      )}
    </section>
  );
}
