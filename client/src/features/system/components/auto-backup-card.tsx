import { useState } from 'react';
import { CalendarClock, Settings } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useAutoBackupSettings } from '../api/get-auto-backup-settings';
import { AutoBackupDialog } from './auto-backup-dialog';

const FREQUENCY_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

/** Auto-Backup Configuration summary with the Configure dialog. */
export function AutoBackupCard() {
  const settings = useAutoBackupSettings();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh form from the saved settings.
  const [formKey, setFormKey] = useState(0);
  const s = settings.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          Auto-Backup Configuration
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          disabled={!s}
          onClick={() => {
            setFormKey((k) => k + 1);
            setOpen(true);
          }}
          data-testid="auto-backup-configure"
        >
          <Settings aria-hidden="true" />
          Configure
        </Button>
      </CardHeader>
      <CardContent>
        {!s ? (
          <p className="text-sm text-muted-foreground">{settings.isError ? 'Auto-backup settings could not be loaded.' : 'Loading...'}</p>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="auto-backup-summary">
            <div>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                {s.isEnabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="outline">Disabled</Badge>}
                {s.status === 'error' && (
                  <Badge variant="destructive" className="ml-2">
                    Error
                  </Badge>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Schedule</dt>
              <dd className="font-medium">
                {FREQUENCY_LABELS[s.frequency]} at {s.time}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Retention</dt>
              <dd className="font-medium">
                {s.retentionDays} days, at most {s.maxBackups} backups
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last run / next run</dt>
              <dd className="font-medium">
                {s.lastRun ? formatDateTime(s.lastRun) : 'Never'} / {s.isEnabled && s.nextRun ? formatDateTime(s.nextRun) : '—'}
              </dd>
            </div>
            {s.errorMessage && (
              <p role="alert" className="text-destructive sm:col-span-2 lg:col-span-4" data-testid="auto-backup-error">
                {s.errorMessage}
              </p>
            )}
          </dl>
        )}
      </CardContent>
      {s && open && <AutoBackupDialog key={formKey} settings={s} open={open} onOpenChange={setOpen} />}
    </Card>
  );
}
