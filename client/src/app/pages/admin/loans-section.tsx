import { LoanManagement } from '@/features/applications/components/loan-management';
import { ReviewItemsProvider } from './review-items-provider';

/** The Loan Applications tab, whose review shows the loan's pledged items. */
export function LoansSection() {
  return (
    <ReviewItemsProvider>
      <LoanManagement />
    </ReviewItemsProvider>
  );
}
