import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogSection } from '@/components/ui/dialog';
import { useStorage } from '../api/get-storage';
import { formatBytes } from '../utils/format-bytes';
import { formatCount } from '@/lib/format';

/** Storage Analysis: the database by table, uploaded files by kind, backups, and free disk. */
export function StorageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const storage = useStorage(open);
  const s = storage.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" data-testid="storage-dialog">
        <DialogHeader>
          <DialogTitle>Storage Analysis</DialogTitle>
          <DialogDescription>{s ? `Database ${formatBytes(s.database.sizeBytes)}` : storage.isError ? 'Storage could not be analysed.' : 'Analysing...'}</DialogDescription>
        </DialogHeader>
        {s && (
          <div className="grid gap-4 text-sm">
            <DialogSection title="Files">
              <p>
                Uploads: {formatCount(s.uploads.count)} files, {formatBytes(s.uploads.bytes)}
                {s.uploads.byKind.length > 0 && ` (${s.uploads.byKind.map((k) => `${k.kind}: ${k.count}`).join(', ')})`}
              </p>
              <p>
                Backups: {formatCount(s.backups.count)} files, {formatBytes(s.backups.bytes)}
              </p>
              {s.disk && (
                <p>
                  Free disk: {formatBytes(s.disk.freeBytes)} of {formatBytes(s.disk.totalBytes)}
                </p>
              )}
            </DialogSection>
            <DialogSection title="Tables">
              <ul className="grid gap-1">
                {s.database.tables.map((t) => (
                  <li key={t.name} className="flex justify-between gap-3">
                    <span className="font-mono break-all">{t.name}</span>
                    <span className="whitespace-nowrap text-muted-foreground tabular-nums">
                      {formatCount(t.rows)} rows, {formatBytes(t.bytes)}
                    </span>
                  </li>
                ))}
              </ul>
            </DialogSection>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
