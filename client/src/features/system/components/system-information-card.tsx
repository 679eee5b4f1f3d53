import { Server } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useBackupStatus } from '../api/get-backup-status';
import { useDatabaseStatus } from '../api/get-database-status';
import { formatBytes } from '../utils/format-bytes';

const ENVIRONMENT = import.meta.env.MODE === 'production' ? 'Production' : 'Development';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** System Information: status, database, environment, last backup (spec staff-area section 2). */
export function SystemInformationCard() {
  const database = useDatabaseStatus();
  const backup = useBackupStatus();
  const last = backup.data?.lastBackup;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Server className="size-5 text-primary" aria-hidden="true" />
          System Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="System Status" testId="system-status">
            <Badge variant="success">Online</Badge>
          </Fact>
          <Fact label="Database" testId="system-database">
            {database.data ? `${database.data.database === 'embedded' ? 'Embedded PostgreSQL' : 'PostgreSQL'} (${database.data.version.replace(/^PostgreSQL /, '')})` : database.isError ? 'Unavailable' : 'Checking...'}
          </Fact>
          <Fact label="Environment" testId="system-environment">
            {ENVIRONMENT}
          </Fact>
          <Fact label="Last Backup" testId="system-last-backup">
            {backup.isPending ? 'Loading...' : last ? `${formatDateTime(last.createdAt)} (${last.backupType}, ${formatBytes(last.fileSize)}${last.status === 'completed' ? '' : `, ${last.status}`})` : 'No backups yet'}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
