import { useId, useState } from 'react';
import { SYSTEM_TOASTS } from '@common/contracts/system';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { useDatabaseTables } from '../api/get-database-tables';
import { useTableData } from '../api/get-table-data';
import { formatCount } from '@/lib/format';

// Dense and in a fixed-width font: a table of raw rows is scanned, not read.
const HEADING = 'px-2 py-1.5 font-semibold whitespace-nowrap text-foreground';
const CELL = 'px-2 py-1 font-mono whitespace-nowrap';

/** A cell as text: objects as JSON, long values cut (the browser is for looking, not exporting). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Database Browser: table selector, record count, page x of y, columns, rows, Previous and Next. */
export function DatabaseBrowserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const tables = useDatabaseTables(open);
  const [table, setTable] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const data = useTableData(table, page);
  const result = data.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-testid="database-browser">
        <DialogHeader>
          <DialogTitle>Database Browser</DialogTitle>
          <DialogDescription>Read only. Password hashes and secrets are never shown; personal data is masked for IT.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-table`}>Table</Label>
          <NativeSelect
            id={`${id}-table`}
            value={table ?? ''}
            onChange={(e) => {
              setTable(e.target.value || null);
              setPage(1);
            }}
            data-testid="browser-table"
          >
            <option value="">Select a table</option>
            {(tables.data ?? []).map((t) => (
              <option key={t.name} value={t.name}>
                {t.name} ({formatCount(t.rowCount)})
              </option>
            ))}
          </NativeSelect>
        </div>
        {data.isError && (
          <p role="alert" className="text-sm text-destructive">
            {readErrorMessage(data.error) ?? SYSTEM_TOASTS.tableDataFailed}
          </p>
        )}
        {table && result && (
          <div className="grid min-w-0 gap-3">
            <p className="text-sm text-muted-foreground" data-testid="browser-count">
              {formatCount(result.totalCount)} {result.totalCount === 1 ? 'record' : 'records'}
            </p>
            <DataTable
              look="report"
              label={`Rows of ${table}`}
              className="max-h-[50vh] overflow-auto"
              tableClassName="min-w-0 text-xs"
              stickyHeader
              columns={result.columns.map((column) => ({ key: column, header: column, headerClassName: HEADING, className: CELL, cell: (row: Record<string, unknown>) => cellText(row[column]) }))}
              rows={result.data}
              rowKey={(_row, index) => index}
              rowProps={() => ({ 'data-testid': 'browser-row' })}
            />
            <nav aria-label="Table pages" className="flex flex-wrap items-center justify-end gap-2">
              <Button variant="outline" size="sm" disabled={!result.pagination.hasPrev} onClick={() => setPage((p) => p - 1)} data-testid="browser-prev">
                Previous
              </Button>
              <span className="text-sm tabular-nums" aria-live="polite" data-testid="browser-page">
                Page {result.pagination.page} of {result.pagination.totalPages}
              </span>
              <Button variant="outline" size="sm" disabled={!result.pagination.hasNext} onClick={() => setPage((p) => p + 1)} data-testid="browser-next">
                Next
              </Button>
            </nav>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
