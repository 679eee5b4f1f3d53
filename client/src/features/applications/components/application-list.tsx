import { useCallback, useState, useSyncExternalStore } from 'react';
import { PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE, type TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePawnLoans } from '../api/get-pawn-loans';
import { ApplicationListCard } from './application-list-card';
import { Pager } from '@/components/pager';
import { ApplicationListSearch } from './application-list-search';
import { ApplicationListStatusTabs } from './application-list-status-tabs';
import { ApplicationListTable } from './application-list-table';

// Tailwind's lg: the eight columns need the width; below it each application is a card.
const WIDE = '(min-width: 1024px)';
const subscribeWide = (onChange: () => void) => {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
// Only one layout is rendered (not both hidden by CSS), so each application appears once on the page.
const useWideScreen = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);

/** Every application, filtered by status and searched, a page at a time; refreshed every 10 s. */
export function ApplicationList() {
  const [status, setStatus] = useState<TPawnLoanListStatus>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const wide = useWideScreen();
  const pageSize = PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE;
  const list = usePawnLoans({ status, search, page, pageSize });

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const onStatus = (next: TPawnLoanListStatus) => {
    setStatus(next);
    setPage(1);
  };

  // Rows removed while this page was open can leave it past the end: go to the last page that exists.
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : null;
  if (pages !== null && !list.isPlaceholderData && page > pages) setPage(pages);

  return (
    <section aria-label="Applications" data-testid="applications-list" className="grid gap-4">
      <ApplicationListSearch onSearch={onSearch} />
      <ApplicationListStatusTabs value={status} counts={list.data?.counts} onChange={onStatus}>
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-sm text-muted-foreground">
            Loading applications...
          </p>
        ) : list.isError && !list.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive-soft p-4 text-sm">
            <span>We could not load the applications.</span>
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data ? (
          <>
            {list.isError && (
              <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text">
                We could not refresh the list; it shows what was loaded last.
              </p>
            )}
            {list.data.items.length === 0 ? (
              <p data-testid="applications-empty" className="rounded-lg border border-dashed border-border py-10 text-center text-muted-foreground">
                No applications found
              </p>
            ) : (
              <div className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData}>
                {wide ? (
                  <ApplicationListTable items={list.data.items} />
                ) : (
                  <div className="grid gap-3 md:grid-cols-2">
                    {list.data.items.map((item) => (
                      <ApplicationListCard key={item.id} item={item} />
                    ))}
                  </div>
                )}
              </div>
            )}
            <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} label="Application pages" emptyText="No applications" testIdPrefix="applications" />
          </>
        ) : null}
      </ApplicationListStatusTabs>
    </section>
  );
}
