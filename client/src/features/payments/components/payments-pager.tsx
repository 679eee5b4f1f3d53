import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function PaymentsPager({ page, pageSize, total, onPage }: TProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Payment pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" data-testid="payments-range">
        Showing {first}–{last} of {total.toLocaleString('en-JM')}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="payments-prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="min-w-24 text-center text-sm font-medium tabular-nums" aria-live="polite">
            Page {page} of {pages.toLocaleString('en-JM')}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="payments-next">
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
