import type { TScheduleRow } from '@common/calculator';
import { formatMoneyCents } from '@/lib/format';

export function PaymentScheduleTable({ id, rows }: { id: string; rows: TScheduleRow[] }) {
  return (
    <div id={id} className="max-h-[30rem] overflow-auto rounded-md border border-border" data-testid="schedule-table">
      <table className="w-full text-sm">
        <caption className="sr-only">Payment schedule, week by week</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Week
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Payment
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Remaining Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week} className="border-t border-border" data-testid="schedule-row">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.week}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoneyCents(row.paymentCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoneyCents(row.remainingBalanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
