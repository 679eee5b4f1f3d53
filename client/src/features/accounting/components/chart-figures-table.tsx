import type { ReactNode } from 'react';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';

type TRow = { key: string; cells: ReactNode[] };
type TProps = { caption: string; columns: string[]; rows: TRow[]; testId?: string };

/** Every chart's figures as a table under a disclosure: exact values, for reading and screen readers. */
export function ChartFiguresTable({ caption, columns, rows, testId }: TProps) {
  // The first column names the row (a month, a status); the others are its figures.
  const dataColumns = columns.map((header, i): TDataColumn<TRow> => ({ key: header, header, numeric: i > 0, rowHeader: i === 0, className: 'py-1.5 whitespace-nowrap', cell: (row) => row.cells[i] }));
  return (
    <details className="group rounded-md border border-border text-sm" data-testid={testId}>
      <summary className="cursor-pointer px-3 py-2 font-medium select-none hover:bg-muted">Show the figures as a table</summary>
      <DataTable look="report" label={`${caption}, figures`} caption={caption} className="rounded-none border-0 border-t" columns={dataColumns} rows={rows} rowKey={(row) => row.key} />
    </details>
  );
}
