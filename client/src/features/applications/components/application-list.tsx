import { useState } from 'react';
import { FolderOpen } from 'lucide-react';
import { PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE, PAWN_LOAN_LIST_STATUSES, type TPawnLoanListItem, type TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { can } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/pager';
import { ListLoading, QueryList } from '@/components/query-list';
import { useAuth } from '@/lib/use-auth';
import { useMediaQuery } from '@/lib/use-media-query';
import { ApplicationListCard } from './application-list-card';
import { ApplicationListSearch } from './application-list-search';
import { useApplicationList } from '../hooks/use-application-list';
import { ApplicationListTable } from './application-list-table';
import { ReviewDialog } from './review-dialog';
import { StatusCountTabs } from './status-count-tabs';

// Tailwind's lg: the eight columns need the width; below it each application is a card.
const WIDE = '(min-width: 1024px)';

/**
 * Every application, filtered by status and searched, a page at a time; refreshed every 10 s. A row
 * opens the application: the review dialog for those who may review, the same view read-only otherwise.
 */
export function ApplicationList() {
  const { user } = useAuth();
  const { status, onStatus, onSearch, page, setPage, list } = useApplicationList<TPawnLoanListStatus>('all', PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE);
  const wide = useMediaQuery(WIDE, true);
  const [open, setOpen] = useState<TPawnLoanListItem | null>(null);
  const items = list.data?.items ?? [];
  const openLabel = user && can(user.role, 'applications.review') ? 'Review Application' : 'View Application';

  return (
    <div data-testid="applications-list" className="grid gap-4">
      <ApplicationListSearch onSearch={onSearch} />
      <StatusCountTabs
        statuses={PAWN_LOAN_LIST_STATUSES}
        value={status}
        counts={list.data?.counts}
        onChange={onStatus}
        testIds={{ tab: 'applications-status', count: 'applications-count' }}
        listClassName="grid-flow-row grid-cols-4 lg:grid-flow-col lg:grid-cols-none"
        triggerClassName="flex-col gap-0.5 px-1 py-1 lg:flex-row lg:gap-1.5 lg:px-3"
      >
        <QueryList
          query={list}
          isEmpty={items.length === 0}
          loading={<ListLoading>Loading applications...</ListLoading>}
          loadErrorMessage="We could not load the applications."
          staleMessage="We could not refresh the list; it shows what was loaded last."
          empty={
            <p data-testid="applications-empty" className="rounded-lg border border-dashed border-border py-10 text-center text-muted-foreground">
              No applications found
            </p>
          }
          pager={list.data && <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Application pages" emptyText="No applications" testIdPrefix="applications" />}
        >
          {wide ? (
            <ApplicationListTable items={items} onOpen={setOpen} />
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {items.map((item) => (
                <ApplicationListCard
                  key={item.id}
                  item={item}
                  onOpen={() => setOpen(item)}
                  actions={
                    <Button
                      size="sm"
                      variant="outline"
                      className="flex-1"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen(item);
                      }}
                      data-testid="application-open"
                    >
                      <FolderOpen aria-hidden="true" />
                      {openLabel}
                      <span className="sr-only"> {item.applicationNumber}</span>
                    </Button>
                  }
                />
              ))}
            </div>
          )}
        </QueryList>
      </StatusCountTabs>
      <ReviewDialog application={open} onClose={() => setOpen(null)} />
    </div>
  );
}
