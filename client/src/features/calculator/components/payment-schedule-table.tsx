import type { TScheduleRow } from '@common/calculator';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { formatMoneyCents } from '@/lib/format';

const COLUMNS: TDataColumn<TScheduleRow>[] = [
  { key: 'week', header: 'Week', rowHeader: true, className: 'font-normal', cell: (row) => row.week },
  { key: 'payment', header: 'Payment', numeric: true, cell: (row) => formatMoneyCents(row.paymentCents) },
  { key: 'balance', header: 'Remaining Balance', numeric: true, cell: (row) => formatMoneyCents(row.remainingBalanceCents) },
];

/** The week-by-week schedule; a long term scrolls inside its box under headings that stay in view. */
export function PaymentScheduleTable({ id, rows }: { id: string; rows: TScheduleRow[] }) {
  return (
    <DataTable
      look="report"
      id={id}
      label="Payment schedule"
      caption="Payment schedule, week by week"
      regionTestId="schedule-table"
      className="max-h-[30rem] overflow-y-auto"
      stickyHeader
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.week}
      rowProps={() => ({ 'data-testid': 'schedule-row' })}
    />
  );
}
