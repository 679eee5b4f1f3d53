import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/scroll-region';
import { cn } from '@/lib/cn';

export type TReportColumn = { label: string; numeric?: boolean };

/** A report's table: sideways scroll on a phone, amounts right-aligned, an optional totals row; its label is its caption too. */
export function ReportTable({ label, columns, rows, totals, empty, testId }: { label: string; columns: TReportColumn[]; rows: ReactNode[][]; totals?: ReactNode[]; empty: string; testId: string }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  const cell = (numeric: boolean | undefined) => cn('px-3 py-2 align-top', numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
  return (
    <ScrollRegion label={label} className="rounded-md border border-border">
      <table className="w-full min-w-max text-sm" data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cn(cell(c.numeric), 'font-medium')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-border">
              {row.map((value, j) => (
                <td key={j} className={cell(columns[j]?.numeric)}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 border-border font-semibold">
            <tr>
              {totals.map((value, j) => (
                <td key={j} className={cell(columns[j]?.numeric)}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
