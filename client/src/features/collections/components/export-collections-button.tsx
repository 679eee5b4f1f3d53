import { useState } from 'react';
import { Download } from 'lucide-react';
import { COLLECTION_TEXTS as T, type TCollectionListRequest } from '@common/contracts/collections';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { getAllCollections } from '../api/get-collections';
import { buildCollectionsCsv, collectionsCsvFileName } from '../utils/collections-csv';

/** Export: every case matching the filter and search as a CSV named with today's date (built here, spec section 7). */
export function ExportCollectionsButton({ query }: { query: Pick<TCollectionListRequest, 'status' | 'priority' | 'q'> }) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const items = await getAllCollections(query);
      if (items.length === 0) {
        toast({ title: T.noDataTitle, description: T.noDataDescription, variant: 'destructive' });
        return;
      }
      saveFile(collectionsCsvFileName(), new Blob([buildCollectionsCsv(items)], { type: 'text/csv;charset=utf-8' }));
      toast({ title: T.exportCompleteTitle, description: T.exportCompleteDescription });
    } catch (err) {
      toast({ title: 'Export Failed', description: readErrorMessage(err) ?? 'The collection records could not be loaded. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting} data-testid="collections-export">
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}
