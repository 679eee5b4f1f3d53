import { formatMoneyCents, formatPercent, formatWeeks } from '@/lib/format';
import type { TCarriedLoan } from '../utils/read-carried-loan';

export function CarriedLoanSummary({ loan }: { loan: TCarriedLoan }) {
  const rows = [
    { label: 'Loan Amount', value: formatMoneyCents(loan.amountCents), testId: 'carried-amount' },
    { label: 'Interest Rate', value: formatPercent(loan.ratePercent), testId: 'carried-rate' },
    { label: 'Term', value: formatWeeks(loan.termWeeks), testId: 'carried-term' },
    { label: 'Weekly Payment', value: formatMoneyCents(loan.weeklyPaymentCents), testId: 'carried-weekly-payment' },
    { label: 'Total Amount', value: formatMoneyCents(loan.totalAmountCents), testId: 'carried-total-amount' },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="carried-loan">
      {rows.map((row) => (
        <div key={row.label} className="rounded-md bg-muted p-3">
          <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
          <dd className="mt-1 font-semibold tabular-nums" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
