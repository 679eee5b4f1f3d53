import { useId, useState } from 'react';
import { COLLECTION_LIST_FILTERS, COLLECTION_PAGE_SIZE, COLLECTION_PRIORITIES, COLLECTION_TEXTS, type TCollectionItem, type TCollectionListFilter, type TCollectionPriority } from '@common/contracts/collections';
import { can } from '@common/permissions';
import { ListLoading, QueryList } from '@/components/query-list';
import { SearchInput } from '@/components/search-input';
import { Pager } from '@/components/pager';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/use-auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCollectionStatistics } from '../api/get-collection-statistics';
import { useCollections } from '../api/get-collections';
import { FILTER_LABELS, PRIORITY_LABELS } from '../utils/collection-labels';
import { AgingChart } from './aging-chart';
import { CasePanelDialog } from './case-panel-dialog';
import { CollectionCard } from './collection-card';
import { CollectionStatTiles } from './collection-stat-tiles';
import { CollectionsTable } from './collections-table';
import { ExportCollectionsButton } from './export-collections-button';
import { FindOverdueButton } from './find-overdue-button';
import { NewCollectionDialog } from './new-collection-dialog';
import { ReminderSettings } from './reminder-settings';

// From Tailwind's lg: the spec's seven columns fit beside the sidebar; below it each case is a card.
const WIDE = '(min-width: 1024px)';

/** The dashboard's Debt collection tab (spec staff-area "Debt collection tab"), working. */
export function CollectionsTab() {
  const id = useId();
  const { user } = useAuth();
  const role = user?.role ?? null;
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const [status, setStatus] = useState<TCollectionListFilter>('all');
  const [priority, setPriority] = useState<TCollectionPriority | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<TCollectionItem | null>(null);
  const wide = useMediaQuery(WIDE, true);
  const list = useCollections({ q, status, priority, page, pageSize: COLLECTION_PAGE_SIZE });
  const stats = useCollectionStatistics();

  // A new search or filter starts on the first page.
  const asked = `${q}|${status}|${priority}`;
  const [lastAsked, setLastAsked] = useState(asked);
  if (lastAsked !== asked) {
    setLastAsked(asked);
    setPage(1);
  }
  const items = list.data?.items ?? [];
  const manage = role !== null && can(role, 'collections.manage');

  return (
    <div className="grid min-w-0 gap-6" data-testid="collections-tab">
      <Card className="min-w-0">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <h3 className="text-lg leading-tight font-semibold tracking-tight">Debt Collection</h3>
            <CardDescription>Overdue loans from the ledger, contacts with borrowers, promises to pay and reminders.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {manage && <FindOverdueButton />}
            {manage && <NewCollectionDialog />}
            <ExportCollectionsButton query={{ q, status, priority }} />
          </div>
        </CardHeader>
      </Card>
      <CollectionStatTiles stats={stats} />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <AgingChart stats={stats.data} />
        <ReminderSettings canChange={role !== null && can(role, 'collections.settings')} />
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Collection Records</h3>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              hiddenLabel="Search collection records by loan number, name, e-mail or phone"
              id={`${id}-q`}
              boxClassName="min-w-0 flex-1 basis-60"
              placeholder="Search loan #, name, e-mail or phone"
              maxLength={200}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              data-testid="collections-search"
            />
            <label htmlFor={`${id}-status`} className="sr-only">
              Status
            </label>
            <NativeSelect id={`${id}-status`} className="w-full sm:w-52" value={status} onChange={(e) => setStatus(e.target.value as TCollectionListFilter)} data-testid="collections-filter">
              {COLLECTION_LIST_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
            <label htmlFor={`${id}-priority`} className="sr-only">
              Priority
            </label>
            <NativeSelect id={`${id}-priority`} className="w-full sm:w-40" value={priority} onChange={(e) => setPriority(e.target.value as TCollectionPriority | '')} data-testid="collections-priority">
              <option value="">All priorities</option>
              {COLLECTION_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <QueryList
            query={list}
            isEmpty={items.length === 0}
            loading={<ListLoading>Loading collection records...</ListLoading>}
            loadErrorMessage="We could not load the collection records."
            staleMessage="We could not refresh the collection records; this is what was loaded last."
            empty={
              <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground" data-testid="collections-empty">
                {COLLECTION_TEXTS.empty}
              </p>
            }
            pager={
              list.data && (
                <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Collection pages" emptyText="No collection records" testIdPrefix="collections" hideWhenSinglePage />
              )
            }
          >
            {wide ? (
              <CollectionsTable items={items} onOpen={setOpened} />
            ) : (
              <ul className="grid gap-3" aria-label="Collection records">
                {items.map((c) => (
                  <li key={c.id}>
                    <CollectionCard item={c} onOpen={setOpened} />
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </CardContent>
      </Card>
      {opened && role && <CasePanelDialog key={opened.id} caseId={opened.id} role={role} onClose={() => setOpened(null)} />}
    </div>
  );
}
