import type { TEnv } from '../../env';
import type { TJob } from '../../lib/jobs';
import { runScheduledBackup } from './auto-backup.service';
import { createBackupStore } from './backup-store';

/** The scheduled backup: checked every minute; a due run is claimed once across instances (auto-backup.service). */
export function systemJobs(env: Pick<TEnv, 'DATA_DIR' | 's3'>, version: string): TJob[] {
  const backupStore = createBackupStore(env);
  return [
    {
      name: 'system.auto-backup',
      everySeconds: 60,
      run: ({ db, objectStore }) => runScheduledBackup({ db, objectStore, backupStore, version }),
    },
  ];
}
