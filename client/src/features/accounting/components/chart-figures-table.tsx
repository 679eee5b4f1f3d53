import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/scroll-region';

type TProps = { caption: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[]; testId?: string };

/** Every chart's figures as a table under a disclosure: exact values, for reading and screen readers. */
export function ChartFiguresTable({ caption, columns, rows, testId }: TProps) {
  return (
    <details className="group rounded-md border border-border text-sm" data-testid={testId}>
      <summary className="cursor-pointer px-3 py-2 font-medium select-none hover:bg-muted">Show the figures as a table</summary>
      <ScrollRegion label={`${caption}, figures`} className="border-t border-border">
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60">
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={`px-3 py-2 text-xs font-semibold text-muted-foreground uppercase ${i === 0 ? 'text-left' : 'text-right'}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-border">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
