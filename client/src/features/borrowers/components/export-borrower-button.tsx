import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExportBorrower } from '../api/export-borrower';
import { saveFile } from '@/lib/save-file';

/** Export data (Data Protection Act 2020, right of access): one JSON file with everything held on the person. */
export function ExportBorrowerButton({ borrowerId }: { borrowerId: string }) {
  const exporting = useExportBorrower();
  const run = () =>
    exporting.mutate(borrowerId, {
      onSuccess: ({ fileName, blob }) => {
        saveFile(fileName, blob);
        toast({ title: 'Export Complete', description: `Saved ${fileName}.` });
      },
      onError: (err) => toast({ title: 'Export Failed', description: readErrorMessage(err) ?? 'Failed to export borrower data', variant: 'destructive' }),
    });
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={exporting.isPending} data-testid="borrower-export">
      <Download aria-hidden="true" />
      {exporting.isPending ? 'Exporting...' : 'Export data'}
    </Button>
  );
}
