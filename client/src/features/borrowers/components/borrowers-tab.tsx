import { useId, useState } from 'react';
import { BORROWER_LIST_FILTERS, BORROWER_PAGE_SIZE, type TBorrowerSummary } from '@common/contracts/borrowers';
import { can } from '@common/permissions';
import { ListLoading, QueryList } from '@/components/query-list';
import { SearchInput } from '@/components/search-input';
import { Pager } from '@/components/pager';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/use-auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { useBorrowers } from '../api/get-borrowers';
import { BorrowerCard } from './borrower-card';
import { BorrowerDetailsDialog } from './borrower-details-dialog';
import { BorrowerStatTiles } from './borrower-stat-tiles';
import { BorrowersTable } from './borrowers-table';
import { CreateBorrowerDialog } from './create-borrower-dialog';
import { DeleteBorrowerDialog } from './delete-borrower-dialog';

// From Tailwind's lg: the seven columns fit beside the sidebar; below it each borrower is a card.
const WIDE = '(min-width: 1024px)';
/** Spec section 5: the search fires only with at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

type TFilter = (typeof BORROWER_LIST_FILTERS)[number];
const FILTER_LABELS: Record<TFilter, string> = { all: 'All borrowers', active: 'Active loans', good: 'Good credit', fair: 'Fair credit', poor: 'Poor credit (at risk)' };

/** The dashboard's Borrowers tab (spec staff-area "Borrowers tab"). */
export function BorrowersTab() {
  const id = useId();
  const { user } = useAuth();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim());
  const q = settled.length >= MIN_SEARCH_LENGTH ? settled : '';
  const [status, setStatus] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TBorrowerSummary | null>(null);
  const [deleting, setDeleting] = useState<TBorrowerSummary | null>(null);
  const wide = useMediaQuery(WIDE, true);
  const list = useBorrowers({ q, page, pageSize: BORROWER_PAGE_SIZE, status });

  // A new search or filter starts on the first page; deletions meanwhile can leave this page past the end.
  const [asked, setAsked] = useState(`${q}|${status}`);
  if (asked !== `${q}|${status}`) {
    setAsked(`${q}|${status}`);
    setPage(1);
  }
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : null;
  if (pages !== null && !list.isPlaceholderData && page > pages) setPage(pages);

  const role = user?.role ?? null;
  const actions = { onView: setViewing, ...(role && can(role, 'borrowers.delete') ? { onDelete: setDeleting } : {}) };
  const items = list.data?.items ?? [];
  const filtered = q !== '' || status !== 'all';

  return (
    <div className="grid min-w-0 gap-6" data-testid="borrowers-tab">
      <BorrowerStatTiles stats={list.data?.stats} />
      {/* min-w-0: a wide table scrolls inside its frame instead of widening the page. */}
      <Card className="min-w-0">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <h3 className="text-lg leading-tight font-semibold tracking-tight">Borrower Management</h3>
            <CardDescription>Every borrower with their loans, credit status and documents.</CardDescription>
          </div>
          {role && can(role, 'borrowers.manage') && <CreateBorrowerDialog />}
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              hiddenLabel="Search borrowers by name, e-mail, phone, ID number or TRN"
              id={`${id}-q`}
              boxClassName="min-w-0 flex-1 basis-60"
              placeholder="Search name, e-mail, phone, ID or TRN"
              maxLength={200}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              data-testid="borrowers-search"
            />
            <label htmlFor={`${id}-status`} className="sr-only">
              Show
            </label>
            <NativeSelect id={`${id}-status`} className="w-full sm:w-56" value={status} onChange={(e) => setStatus(e.target.value as TFilter)} data-testid="borrowers-filter">
              {BORROWER_LIST_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {typed.trim().length > 0 && typed.trim().length < MIN_SEARCH_LENGTH && <p className="text-xs text-muted-foreground">Type at least 2 characters to search.</p>}
          <QueryList
            query={list}
            isEmpty={items.length === 0}
            loading={<ListLoading>Loading borrowers...</ListLoading>}
            loadErrorMessage="We could not load the borrowers."
            staleMessage="We could not refresh the borrowers; this is what was loaded last."
            empty={
              <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground" data-testid="borrowers-empty">
                {filtered ? 'No borrowers match this search.' : 'No borrowers yet. Add one with Add New Borrower.'}
              </p>
            }
            pager={
              list.data && (
                <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Borrower pages" emptyText="No borrowers" testIdPrefix="borrowers" hideWhenSinglePage />
              )
            }
          >
            {wide ? (
              <BorrowersTable items={items} {...actions} />
            ) : (
              <ul className="grid gap-3" aria-label="Borrowers">
                {items.map((b) => (
                  <li key={b.id}>
                    <BorrowerCard borrower={b} {...actions} />
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </CardContent>
      </Card>
      {viewing && role && <BorrowerDetailsDialog key={viewing.id} borrowerId={viewing.id} role={role} onClose={() => setViewing(null)} />}
      <DeleteBorrowerDialog borrower={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
