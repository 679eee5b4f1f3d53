import type { ComponentProps, Key, ReactNode } from 'react';
import { ScrollRegion } from '@/components/scroll-region';
import { cn } from '@/lib/cn';

/**
 * `list`: a staff list (a card, capital headings, roomy rows that light up under the pointer).
 * `report`: figures (compact rows, plain headings, never wrapped, a totals row under a double rule).
 */
export type TDataTableLook = 'list' | 'report';

/** A column's heading: all the frame of a table needs. */
export type TDataHeading = {
  /** Unique among the table's columns (React's key for its cells). */
  key: string;
  header: ReactNode;
  /** Amounts and counts: right-aligned, even-width digits, on one line. */
  numeric?: boolean;
  headerClassName?: string;
};

export type TDataColumn<TRow> = TDataHeading & {
  cell: (row: TRow, index: number) => ReactNode;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
};

/** What a body row may carry besides its cells: test ids, data-* for journeys, a click. */
export type TDataRowProps = Omit<ComponentProps<'tr'>, 'children'> & { [data: `data-${string}`]: string | number | undefined };

/** One cell per column, in the columns' order ('' for none); the alignment is the column's. */
export type TDataTableFooter = { cells: readonly ReactNode[]; testId?: string };

const LOOKS = {
  list: {
    region: 'rounded-lg border border-border bg-card',
    table: 'w-full border-collapse text-sm',
    head: 'border-b border-border bg-muted/60',
    heading: 'px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
    row: 'border-b border-border last:border-0 hover:bg-muted/40',
    cell: 'px-3 py-3 align-top',
    foot: 'border-t border-border bg-muted/40 font-semibold',
  },
  report: {
    region: 'rounded-md border border-border',
    table: 'w-full min-w-max text-sm',
    head: 'bg-muted text-xs text-muted-foreground',
    heading: 'px-3 py-2 font-medium',
    row: 'border-t border-border',
    cell: 'px-3 py-2 align-top',
    foot: 'border-t-2 border-border font-semibold',
  },
} as const;

const align = (numeric: boolean | undefined) => (numeric ? 'text-right whitespace-nowrap tabular-nums' : 'text-left');

/** A body cell's classes in this look, for a table that draws its own row groups (the journal). */
export function dataCellClass(look: TDataTableLook, numeric?: boolean, className?: string): string {
  return cn(LOOKS[look].cell, align(numeric), className);
}

type TFrameProps = {
  /** The scroll box's name for screen readers, and the caption unless `caption` is given. */
  label: string;
  caption?: ReactNode;
  /** The caption is for screen readers only unless this shows it. */
  captionClassName?: string;
  columns: readonly TDataHeading[];
  footer?: TDataTableFooter;
  look?: TDataTableLook;
  /** The headings stay in view while the box scrolls down (give it a max height through `className`). */
  stickyHeader?: boolean;
  /** The scroll box's classes (its border, a max height). */
  className?: string;
  tableClassName?: string;
  /** On the `<table>`. */
  testId?: string;
  /** On the scroll box. */
  regionTestId?: string;
  id?: string;
};

/**
 * A table's frame: the scroll box, caption, headings and totals row, around row groups the caller
 * draws. The box scrolls, never the page, so a wide table fits 390 px as well as 1366 px; it takes
 * focus and is a named region so a keyboard can scroll it too (ScrollRegion).
 */
export function DataTableFrame({ label, caption = label, captionClassName = 'sr-only', columns, footer, look = 'list', stickyHeader, className, tableClassName, testId, regionTestId, id, children }: TFrameProps & { children: ReactNode }) {
  const l = LOOKS[look];
  return (
    <ScrollRegion label={label} id={id} className={cn(l.region, className)} {...(regionTestId ? { 'data-testid': regionTestId } : {})}>
      <table className={cn(l.table, tableClassName)} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <thead className={cn(l.head, stickyHeader && 'sticky top-0')}>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn(l.heading, align(c.numeric), c.headerClassName)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {children}
        {footer && (
          <tfoot className={l.foot}>
            <tr data-testid={footer.testId}>
              {columns.map((c, j) => (
                <td key={c.key} className={dataCellClass(look, c.numeric)}>
                  {footer.cells[j]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}

type TDataTableProps<TRow> = Omit<TFrameProps, 'columns'> & {
  columns: readonly TDataColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow, index: number) => Key;
  rowProps?: (row: TRow, index: number) => TDataRowProps;
  /** Said in place of the table when there are no rows (`${testId}-empty`); without it an empty table shows its headings. */
  empty?: ReactNode;
};

/** The client's one table: typed columns, one row per item, an optional totals row, in a box that scrolls sideways. */
export function DataTable<TRow>({ columns, rows, rowKey, rowProps, empty, ...frame }: TDataTableProps<TRow>) {
  const look = frame.look ?? 'list';
  if (rows.length === 0 && empty !== undefined) {
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid={frame.testId && `${frame.testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <DataTableFrame columns={columns} {...frame}>
      <tbody>
        {rows.map((row, i) => {
          const props = rowProps?.(row, i);
          return (
            <tr key={rowKey(row, i)} {...props} className={cn(LOOKS[look].row, props?.className)}>
              {columns.map((c) => {
                const className = dataCellClass(look, c.numeric, cn(c.rowHeader && 'font-medium', c.className));
                return c.rowHeader ? (
                  <th key={c.key} scope="row" className={className}>
                    {c.cell(row, i)}
                  </th>
                ) : (
                  <td key={c.key} className={className}>
                    {c.cell(row, i)}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </DataTableFrame>
  );
}
