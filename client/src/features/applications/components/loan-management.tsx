import { Suspense, useState } from 'react';
import { ClipboardCheck, Trash2 } from 'lucide-react';
import type { TPawnLoanListItem, TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { can } from '@common/permissions';
import { LazyBoundary } from '@/components/lazy-boundary';
import { Pager } from '@/components/pager';
import { QueryList } from '@/components/query-list';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyRetry } from '@/lib/lazy-retry';
import { useAuth } from '@/lib/use-auth';
import { LOAN_MANAGEMENT_PAGE_SIZE } from '../api/get-pawn-loans';
import { useApplicationList } from '../hooks/use-application-list';
import { ApplicationListCard } from './application-list-card';
import { ApplicationListSearch } from './application-list-search';
import { StatusCountTabs } from './status-count-tabs';

// The dialogs download when first wanted (a pointer over a card's button, its focus, or the click),
// not with the tab: the review pulls in the application's forms, dates, documents and ledger, which
// the first screen of the dashboard does not show.
const loadReviewDialog = () => import('./review-dialog');
const loadDeleteDialog = () => import('./delete-application-dialog');
const ReviewDialog = lazyRetry(() => loadReviewDialog().then((m) => ({ default: m.ReviewDialog })));
const DeleteApplicationDialog = lazyRetry(() => loadDeleteDialog().then((m) => ({ default: m.DeleteApplicationDialog })));
const preloadOn = (load: () => Promise<unknown>) => {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
};

/** The dashboard's six tabs (spec: Loan Management); completed and defaulted are found under All. */
const LOAN_TABS = ['all', 'submitted', 'reviewed', 'approved', 'rejected', 'active'] as const satisfies readonly TPawnLoanListStatus[];


/** The dashboard's Loan Applications tab: cards by status, searched in SQL, refreshed every 10 s. */
export function LoanManagement() {
  const { user } = useAuth();
  const { status: tab, onStatus: onTab, search, onSearch, page, setPage, list } = useApplicationList<(typeof LOAN_TABS)[number]>('all', LOAN_MANAGEMENT_PAGE_SIZE);
  const [reviewing, setReviewing] = useState<TPawnLoanListItem | null>(null);
  const [deleting, setDeleting] = useState<TPawnLoanListItem | null>(null);
  const items = list.data?.items ?? [];
  const canDelete = user ? can(user.role, 'applications.delete') : false;
  // Once opened, a dialog stays mounted so that it closes with its animation and focus goes back.
  const [reviewMounted, setReviewMounted] = useState(false);
  const [deleteMounted, setDeleteMounted] = useState(false);
  if (reviewing && !reviewMounted) setReviewMounted(true);
  if (deleting && !deleteMounted) setDeleteMounted(true);

  return (
    // Not a landmark of its own: the dashboard's section around it is already named Loan Applications.
    <div data-testid="loan-management" className="grid gap-4">
      <ApplicationListSearch onSearch={onSearch} testId="loan-search" />
      <StatusCountTabs
        statuses={LOAN_TABS}
        value={tab}
        counts={list.data?.counts}
        onChange={onTab}
        testIds={{ tab: 'loan-tab', count: 'loan-count' }}
        listClassName="grid-flow-row grid-cols-3 sm:grid-flow-col sm:grid-cols-none"
        triggerClassName="gap-1.5 px-2"
      >
        <QueryList
          query={list}
          isEmpty={items.length === 0}
          loading={
            // Cards' shapes, a screen high as the cards will be: the footer stays below the fold instead
            // of showing and then being pushed down when they arrive (layout shift).
            <div role="status" className="grid min-h-dvh content-start gap-3 md:grid-cols-2 2xl:grid-cols-3" data-testid="loan-loading">
              <span className="sr-only">Loading applications...</span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-80 rounded-lg" />
              ))}
            </div>
          }
          loadErrorMessage="We could not load the applications."
          loadErrorTestId="loan-error"
          staleMessage="We could not refresh the list; it shows what was loaded last."
          empty={
            <p data-testid="loan-empty" className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
              {search ? `No applications found for “${search}”.` : 'No applications found.'}
            </p>
          }
          pager={list.data && <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Application pages" emptyText="No applications" testIdPrefix="applications" />}
        >
          <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {items.map((item) => (
              <ApplicationListCard
                key={item.id}
                item={item}
                testId="loan-card"
                actions={
                  <>
                    <Button
                      size="sm"
                      className="flex-1"
                      onClick={() => setReviewing(item)}
                      {...preloadOn(loadReviewDialog)}
                      data-testid="loan-card-review"
                    >
                      <ClipboardCheck aria-hidden="true" />
                      Review Application
                    </Button>
                    {canDelete && (
                      <Button
                        size="sm"
                        variant="outline"
                        className="flex-1 text-destructive hover:bg-destructive-soft"
                        onClick={() => setDeleting(item)}
                        {...preloadOn(loadDeleteDialog)}
                        data-testid="loan-card-delete"
                      >
                        <Trash2 aria-hidden="true" />
                        Delete Application
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </div>
        </QueryList>
      </StatusCountTabs>
      {/* A failed download shows in the route's error boundary, as a failed tab download does. */}
      <LazyBoundary compact>
        <Suspense fallback={<DialogLoading />}>
          {reviewMounted && <ReviewDialog application={reviewing} onClose={() => setReviewing(null)} />}
          {deleteMounted && <DeleteApplicationDialog application={deleting} onClose={() => setDeleting(null)} />}
        </Suspense>
      </LazyBoundary>
    </div>
  );
}
