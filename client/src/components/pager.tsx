import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageSummary } from '@/lib/page-summary';
import { formatCount } from '@/lib/format';

type TProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (a search that stopped counting): "of 1,000+", "Page 1 of 50+". */
  totalCapped?: boolean | undefined;
  onPage: (page: number) => void;
  /** Names the navigation for screen readers, e.g. "Payment pages". */
  label: string;
  /** Shown instead of "Showing 1–10 of 10" when the list is empty. */
  emptyText: string;
  /** Test ids: `<prefix>-range`, `<prefix>-prev`, `<prefix>-page-info`, `<prefix>-next`. */
  testIdPrefix: string;
  /** Hide Previous and Next while everything fits on one page. */
  hideWhenSinglePage?: boolean;
};

/** The line under a paged list: what is shown, and Previous / Page x of y / Next. */
export function Pager({ page, pageSize, total, totalCapped = false, onPage, label, emptyText, testIdPrefix, hideWhenSinglePage = false }: TProps) {
  const { text, pages } = pageSummary(page, pageSize, total, emptyText, totalCapped);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" data-testid={`${testIdPrefix}-range`}>
        {text}
      </p>
      {(pages > 1 || !hideWhenSinglePage) && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testIdPrefix}-prev`}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="min-w-24 text-center text-sm font-medium tabular-nums" aria-live="polite" data-testid={`${testIdPrefix}-page-info`}>
            Page {formatCount(page)} of {formatCount(pages)}
            {totalCapped && '+'}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testIdPrefix}-next`}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
