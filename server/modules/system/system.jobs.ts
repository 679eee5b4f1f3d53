import type { TEnv } from '../../env';
import type { TJob } from '../../lib/jobs';
import { runScheduledBackup } from './auto-backup.service';
import { createBackupStore } from './backup-store';
import { sweepInterruptedWork } from './work-leases';

/**
 * The scheduled backup: checked every minute; a due run is claimed once across instances (auto-backup.service).
 * Interrupted work: every minute, and so within seconds of a start, a backup or restore whose
 * server stopped is marked failed and its work files removed (work-leases).
 */
export function systemJobs(env: Pick<TEnv, 'DATA_DIR' | 's3'>, version: string): TJob[] {
  const backupStore = createBackupStore(env);
  return [
    {
      name: 'system.auto-backup',
      everySeconds: 60,
      run: ({ db, objectStore }) => runScheduledBackup({ db, objectStore, backupStore, version }),
    },
    { name: 'system.interrupted-work', everySeconds: 60, run: ({ db }) => sweepInterruptedWork(db, backupStore.workDir) },
  ];
}
