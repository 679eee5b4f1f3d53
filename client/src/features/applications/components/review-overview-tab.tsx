import { useContext } from 'react';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { DialogSection } from '@/components/ui/dialog';
import { ReviewBorrowerSection } from './review-borrower-section';
import { ReviewItemsSlotContext } from './review-items-slot';
import { ReviewLoanSection } from './review-loan-section';

export function ReviewOverviewTab({ application, canReview }: { application: TPawnLoanListItem; canReview: boolean }) {
  const renderItems = useContext(ReviewItemsSlotContext);
  return (
    <div className="grid gap-4">
      <ReviewBorrowerSection application={application} canReview={canReview} />
      <ReviewLoanSection application={application} canReview={canReview} />
      <DialogSection title="Collateral">
        <p className="text-sm whitespace-pre-line" data-testid="review-collateral">
          {application.collateralProperty?.trim() || 'No collateral recorded.'}
        </p>
      </DialogSection>
      {renderItems?.(application.id)}
    </div>
  );
}
