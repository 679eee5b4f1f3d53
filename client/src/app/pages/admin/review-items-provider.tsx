import { Suspense, type ReactNode } from 'react';
import { ReviewItemsSlotContext, type TReviewItemsSlot } from '@/features/applications/components/review-items-slot';
import { lazyRetry } from '@/lib/lazy-retry';

// The pledges feature's Items section downloads with the first review that shows it.
const PledgeItemsSection = lazyRetry(() => import('@/features/pledges/components/pledge-items-section').then((m) => ({ default: m.PledgeItemsSection })));

const renderItems: TReviewItemsSlot = (loanId) => (
  <Suspense
    fallback={
      <p role="status" className="text-sm text-muted-foreground">
        Loading items...
      </p>
    }
  >
    <PledgeItemsSection loanId={loanId} />
  </Suspense>
);

/** The application review with its Items (the goods pledged): the two features meet here, on the page. */
export function ReviewItemsProvider({ children }: { children: ReactNode }) {
  return <ReviewItemsSlotContext.Provider value={renderItems}>{children}</ReviewItemsSlotContext.Provider>;
}
