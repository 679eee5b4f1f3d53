import { AlertTriangle } from 'lucide-react';
import { APR_METHOD, formatApr, type TCostOfCredit } from '@common/cost-of-credit';
import { formatDayFirst } from '@common/loan-ledger';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatMoneyCents } from '@/lib/format';

type TCostOfCreditBoxProps = {
  disclosure: TCostOfCredit;
  /** Says where the due dates come from (the calculator assumes today; the agreement its start). */
  dueDateNote: string;
  testId?: string;
};

const INSTALMENT_COLUMNS: TDataColumn<TCostOfCredit['instalments'][number]>[] = [
  { key: 'payment', header: 'Payment', rowHeader: true, className: 'font-normal', cell: (row) => row.paymentNumber },
  { key: 'due', header: 'Due Date', className: 'tabular-nums', cell: (row) => formatDayFirst(row.dueDate) },
  { key: 'amount', header: 'Amount', numeric: true, cell: (row) => formatMoneyCents(row.amountCents) },
];

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="rounded-md bg-muted p-3 print:bg-transparent print:p-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/**
 * The cost of credit, disclosed before signing (Microcredit Act 2021): interest and total in J$
 * and in percent, the APR with how it is computed, each instalment with its due date, the late
 * fee rule and what happens when a payment is late. Shared by the calculator and the agreement.
 */
export function CostOfCreditBox({ disclosure: d, dueDateNote, testId = 'cost-of-credit' }: TCostOfCreditBoxProps) {
  return (
    <section aria-labelledby={`${testId}-title`} className="grid gap-4 rounded-lg border border-border p-4 print:break-inside-avoid" data-testid={testId}>
      <h3 id={`${testId}-title`} className="text-base font-semibold">
        Cost of Credit
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Figure
          label="Total Interest"
          value={formatMoneyCents(d.totalInterestCents)}
          detail={`${d.ratePercent}% of the amount lent, for the whole term of ${d.termWeeks} week${d.termWeeks === 1 ? '' : 's'}`}
          testId={`${testId}-interest`}
        />
        <Figure label="Total Repayable" value={formatMoneyCents(d.totalRepayableCents)} detail={`Amount lent ${formatMoneyCents(d.principalCents)} plus interest`} testId={`${testId}-total`} />
        <Figure label="Annual Percentage Rate (APR)" value={formatApr(d.aprPercent)} detail={APR_METHOD} testId={`${testId}-apr`} />
        <Figure label="Late Fee" value={d.lateFee} testId={`${testId}-late-fee`} />
      </dl>
      <DataTable
        look="report"
        label="Payments and their due dates"
        caption={dueDateNote}
        captionClassName="px-3 py-2 text-left text-xs text-muted-foreground"
        columns={INSTALMENT_COLUMNS}
        rows={d.instalments}
        rowKey={(row) => row.paymentNumber}
        rowProps={() => ({ 'data-testid': `${testId}-instalment` })}
      />
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 print:border-black print:bg-transparent print:text-black" data-testid={`${testId}-late`}>
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          If a payment is late
        </p>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {d.latePaymentExplained.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
