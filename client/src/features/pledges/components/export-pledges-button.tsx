import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { getWholePledgeRegister, type TPledgeRegisterParams } from '../api/get-pledge-register';
import { buildPledgesCsv, pledgesCsvFileName } from '../utils/pledges-csv';

/** Export: every item of the pledge book matching the filter and search, as a CSV named with today's date. */
export function ExportPledgesButton({ query }: { query: Pick<TPledgeRegisterParams, 'status' | 'q'> }) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const items = await getWholePledgeRegister(query);
      if (items.length === 0) {
        toast({ title: 'No Data', description: 'No pledged items match to export.', variant: 'destructive' });
        return;
      }
      saveFile(pledgesCsvFileName(), new Blob([buildPledgesCsv(items)], { type: 'text/csv;charset=utf-8' }));
      toast({ title: 'Export Complete', description: `${items.length} ${items.length === 1 ? 'item' : 'items'} of the pledge book exported.` });
    } catch (err) {
      toast({ title: 'Export Failed', description: readErrorMessage(err) ?? 'The pledge book could not be loaded. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting} data-testid="pledges-export">
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
