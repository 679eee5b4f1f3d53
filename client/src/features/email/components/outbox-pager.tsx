import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { outboxPageSummary } from '../utils/outbox-display';

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function OutboxPager({ page, pageSize, total, onPage }: TProps) {
  const { text, pages } = outboxPageSummary(page, pageSize, total);
  return (
    <nav aria-label="Outbox pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{text}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="outbox-prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="min-w-24 text-center text-sm font-medium tabular-nums" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="outbox-next">
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
