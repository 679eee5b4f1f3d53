import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { reportUrl } from '@/lib/report-url';

/** The report as CSV (for the accountant's spreadsheet) and as PDF: plain links, the browser saves them. */
export function ReportDownloads({ path, params, name, testId }: { path: string; params: Record<string, string>; name: string; testId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={reportUrl(path, params, 'csv')} download data-testid={`${testId}-csv`} aria-label={`Download the ${name} as CSV`}>
          <Download className="size-4" aria-hidden="true" />
          CSV
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={reportUrl(path, params, 'pdf')} download data-testid={`${testId}-pdf`} aria-label={`Download the ${name} as PDF`}>
          <FileText className="size-4" aria-hidden="true" />
          PDF
        </a>
      </Button>
    </div>
  );
}
