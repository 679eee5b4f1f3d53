import { Download, FileText } from 'lucide-react';
import type { TBorrowerExportFormat } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { useExportBorrower } from '../api/export-borrower';

const FORMS: Record<TBorrowerExportFormat, { label: string; testId: string; icon: typeof Download }> = {
  json: { label: 'Export data', testId: 'borrower-export', icon: Download },
  pdf: { label: 'Data summary (PDF)', testId: 'borrower-export-pdf', icon: FileText },
};

/**
 * The Data Protection Act 2020 right of access: Export data saves the data file (JSON, every record
 * as stored); Data summary (PDF) saves the same data as a summary the person can read.
 */
export function ExportBorrowerButton({ borrowerId, format }: { borrowerId: string; format: TBorrowerExportFormat }) {
  const exporting = useExportBorrower();
  const { label, testId, icon: Icon } = FORMS[format];
  const run = () =>
    exporting.mutate(
      { id: borrowerId, format },
      {
        onSuccess: ({ fileName, blob }) => {
          saveFile(fileName, blob);
          toast({ title: 'Export Complete', description: `Saved ${fileName}.` });
        },
        onError: (err) => toast({ title: 'Export Failed', description: readErrorMessage(err) ?? 'Failed to export borrower data', variant: 'destructive' }),
      },
    );
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={exporting.isPending} data-testid={testId}>
      <Icon aria-hidden="true" />
      {exporting.isPending ? 'Exporting...' : label}
    </Button>
  );
}
