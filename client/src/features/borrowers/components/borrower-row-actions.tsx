import { Eye, Trash2 } from 'lucide-react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';

export type TBorrowerRowActions = {
  onView: (borrower: TBorrowerSummary) => void;
  /** Left out when the role may not delete borrowers. */
  onDelete?: (borrower: TBorrowerSummary) => void;
};

/** View Details and Delete for one borrower, named for screen readers. */
export function BorrowerRowActions({ borrower, onView, onDelete, stretch = false }: TBorrowerRowActions & { borrower: TBorrowerSummary; stretch?: boolean }) {
  return (
    <div className={stretch ? 'flex flex-wrap gap-2' : 'flex gap-2'}>
      <Button size="sm" variant="outline" className={stretch ? 'flex-1' : undefined} onClick={() => onView(borrower)} aria-label={`View details of ${borrower.name}`} data-testid="borrower-view">
        <Eye aria-hidden="true" />
        View Details
      </Button>
      {onDelete && (
        <Button size="sm" variant="outline" className={stretch ? 'flex-1 text-destructive' : 'text-destructive'} onClick={() => onDelete(borrower)} aria-label={`Delete ${borrower.name}`} data-testid="borrower-delete">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
    </div>
  );
}
