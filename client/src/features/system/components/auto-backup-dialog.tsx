import { useId, useState, type FormEvent } from 'react';
import { AUTO_BACKUP_BOUNDS, BACKUP_FREQUENCIES, SYSTEM_TOASTS, type TAutoBackupSettings, type TBackupFrequency } from '@common/contracts/system';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveAutoBackupSettings } from '../api/save-auto-backup-settings';

type TProps = { settings: TAutoBackupSettings; open: boolean; onOpenChange: (open: boolean) => void };

const FREQUENCY_LABELS: Record<TBackupFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** Whole number within bounds, else the spec's fallback (retention 30, maximum 10). */
function bounded(text: string, bounds: { min: number; max: number }, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max ? value : fallback;
}

/** The Configure dialog: enable, frequency, time, retention days, maximum backups; Save Settings. */
export function AutoBackupDialog({ settings, open, onOpenChange }: TProps) {
  const id = useId();
  const save = useSaveAutoBackupSettings();
  const [isEnabled, setIsEnabled] = useState(settings.isEnabled);
  const [frequency, setFrequency] = useState<TBackupFrequency>(settings.frequency);
  const [time, setTime] = useState(settings.time);
  const [retentionDays, setRetentionDays] = useState(String(settings.retentionDays));
  const [maxBackups, setMaxBackups] = useState(String(settings.maxBackups));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        isEnabled,
        frequency,
        time: /^\d{2}:\d{2}$/.test(time) ? time : '02:00',
        retentionDays: bounded(retentionDays, AUTO_BACKUP_BOUNDS.retentionDays, 30),
        maxBackups: bounded(maxBackups, AUTO_BACKUP_BOUNDS.maxBackups, 10),
      },
      {
        onSuccess: () => onOpenChange(false),
        onError: (err) => toast({ ...SYSTEM_TOASTS.autoBackupFailed, description: readErrorMessage(err) ?? SYSTEM_TOASTS.autoBackupFailed.description }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent size="sm" data-testid="auto-backup-dialog">
        <DialogHeader>
          <DialogTitle>Auto-Backup Configuration</DialogTitle>
          <DialogDescription>Scheduled backups run in Jamaica time. Only automatic backups are removed by retention.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <label className="flex items-center gap-3 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" checked={isEnabled} onChange={(e) => setIsEnabled(e.target.checked)} data-testid="auto-backup-enabled" />
            Enable automatic backups
          </label>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-frequency`}>Frequency</Label>
            <NativeSelect id={`${id}-frequency`} value={frequency} onChange={(e) => setFrequency(e.target.value as TBackupFrequency)} data-testid="auto-backup-frequency">
              {BACKUP_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-time`}>Time</Label>
            <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} required data-testid="auto-backup-time" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-retention`}>Retention days (1 to 365)</Label>
              <Input id={`${id}-retention`} type="number" inputMode="numeric" min={1} max={365} value={retentionDays} onChange={(e) => setRetentionDays(e.target.value)} data-testid="auto-backup-retention" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-max`}>Maximum backups (1 to 100)</Label>
              <Input id={`${id}-max`} type="number" inputMode="numeric" min={1} max={100} value={maxBackups} onChange={(e) => setMaxBackups(e.target.value)} data-testid="auto-backup-max" />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="auto-backup-save">
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
