import { useId, useState } from 'react';
import { ScrollRegion } from '@/components/scroll-region';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/format';
import { useSystemLogs } from '../api/get-system-logs';

const LEVEL_BADGE = { info: 'outline', warn: 'accent', error: 'destructive' } as const;

/** System Logs: what the app recorded (starts, backups, restores, failures), newest first. */
export function SystemLogsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [level, setLevel] = useState('all');
  const [page, setPage] = useState(1);
  const logs = useSystemLogs(open, level, page);
  const result = logs.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-testid="system-logs-dialog">
        <DialogHeader>
          <DialogTitle>System Logs</DialogTitle>
          <DialogDescription>Events recorded by the application. No personal data or secrets are kept here.</DialogDescription>
        </DialogHeader>
        <div className="grid max-w-48 gap-2">
          <Label htmlFor={`${id}-level`}>Level</Label>
          <NativeSelect
            id={`${id}-level`}
            value={level}
            onChange={(e) => {
              setLevel(e.target.value);
              setPage(1);
            }}
          >
            <option value="all">All</option>
            <option value="info">Info</option>
            <option value="warn">Warnings</option>
            <option value="error">Errors</option>
          </NativeSelect>
        </div>
        {result && (
          <>
            {result.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">No events.</p>
            ) : (
              // A page of events can be taller than the dialog: the box scrolls, so it takes focus for keyboards.
              <ScrollRegion label="System events" className="max-h-[50vh] overflow-y-auto">
                <ul className="grid gap-2">
                  {result.entries.map((entry) => (
                    <li key={entry.id} className="grid gap-1 rounded-md border border-border p-2 text-sm" data-testid="log-entry">
                      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <Badge variant={LEVEL_BADGE[entry.level]}>{entry.level}</Badge>
                        <span className="font-mono">{entry.event}</span>
                        <span>{formatDateTime(entry.createdAt)}</span>
                      </p>
                      <p className="break-words">{entry.message}</p>
                    </li>
                  ))}
                </ul>
              </ScrollRegion>
            )}
            <nav aria-label="Log pages" className="flex items-center justify-end gap-2">
              <Button variant="outline" size="sm" disabled={!result.pagination.hasPrev} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm tabular-nums">
                Page {result.pagination.page} of {result.pagination.totalPages}
              </span>
              <Button variant="outline" size="sm" disabled={!result.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
