import { AdvancedToolsCard } from './advanced-tools-card';
import { AutoBackupCard } from './auto-backup-card';
import { BackupFilesCard } from './backup-files-card';
import { SystemActionsCard } from './system-actions-card';
import { SystemInformationCard } from './system-information-card';

/** The dashboard's System Admin tab (super_admin and it; spec staff-area section 2). */
export function SystemAdminTab({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <div className="grid min-w-0 gap-6" data-testid="system-admin-tab">
      <SystemInformationCard />
      <SystemActionsCard onRestored={reload} />
      <AutoBackupCard />
      <BackupFilesCard />
      <AdvancedToolsCard />
    </div>
  );
}
