import { useState } from 'react';
import { Download } from 'lucide-react';
import { PAYMENT_TEXTS } from '@common/contracts/payments';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getAllPayments } from '../api/get-payments';
import { saveFile } from '@/lib/save-file';
import { buildPaymentsCsv, paymentsCsvFileName } from '../utils/payments-csv';

/**
 * Export: every payment matching the list's search (all of them when there is none), read page by
 * page from the server rather than only the ten on screen, as a CSV named with today's date.
 */
export function ExportPaymentsButton({ search }: { search: string }) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const payments = await getAllPayments(search);
      if (payments.length === 0) {
        toast({ title: PAYMENT_TEXTS.noDataTitle, description: PAYMENT_TEXTS.noDataDescription, variant: 'destructive' });
        return;
      }
      saveFile(paymentsCsvFileName(), new Blob([buildPaymentsCsv(payments)], { type: 'text/csv;charset=utf-8' }));
      toast({ title: PAYMENT_TEXTS.exportCompleteTitle, description: PAYMENT_TEXTS.exportCompleteDescription });
    } catch (err) {
      toast({ title: 'Export Failed', description: readErrorMessage(err) ?? 'The payments could not be loaded. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting} data-testid="payments-export">
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}
