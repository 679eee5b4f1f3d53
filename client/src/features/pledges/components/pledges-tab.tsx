import { useId, useState, type KeyboardEvent } from 'react';
import { ScanBarcode } from 'lucide-react';
import { PLEDGE_REGISTER_DEFAULT_PAGE_SIZE, type TPledgeRegisterFilter, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { can } from '@common/permissions';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAuth } from '@/lib/use-auth';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePledgeRegister } from '../api/get-pledge-register';
import { REGISTER_FILTER_OPTIONS } from '../utils/pledge-labels';
import { DueThisWeek } from './due-this-week';
import { ExportPledgesButton } from './export-pledges-button';
import { PledgeDialog } from './pledge-dialog';
import { PledgeRegisterCard } from './pledge-register-card';
import { PledgeRegisterTable } from './pledge-register-table';
import { PledgeStatTiles } from './pledge-stat-tiles';
import { PledgeViews, type TPledgeView } from './pledge-views';
import { SaleBook } from './sale-book';
import type { TSellTarget } from './sell-button';
import { SellDialog } from './sell-dialog';
import { SurplusOwed } from './surplus-owed';

// From Tailwind's lg: the columns fit beside the sidebar; below it each item is a card.
const WIDE = '(min-width: 1024px)';

const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The dashboard's Pledges tab: the pledge book (Pawnbrokers Act s. 8). A barcode scanner types the
 * tag's item number and presses Enter: the search runs at once, and a single exact match opens.
 */
export function PledgesTab() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed.trim());
  // What Enter sent (a scan, or an impatient hand): searched without waiting for the pause.
  const [entered, setEntered] = useState<string | null>(null);
  const q = entered ?? debounced;
  const [status, setStatus] = useState<TPledgeRegisterFilter | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<TPledgeRegisterItem | null>(null);
  const wide = useMediaQuery(WIDE, true);
  const list = usePledgeRegister({ status, q, page, pageSize: PLEDGE_REGISTER_DEFAULT_PAGE_SIZE });
  const { user } = useAuth();
  // Selling forfeited pledges and the books of sales and surpluses are for admins (issue 32).
  const seller = user ? can(user.role, 'pledges.sell') : false;
  const [view, setView] = useState<TPledgeView>('book');
  const [selling, setSelling] = useState<TSellTarget | null>(null);
  // Sell is offered under the Forfeitable filter; the dialog lives here, so a refreshed row never closes it.
  const onSell = seller && status === 'forfeitable' ? setSelling : undefined;

  // A new search or filter starts on the first page.
  const asked = `${q}|${status}`;
  const [lastAsked, setLastAsked] = useState(asked);
  if (lastAsked !== asked) {
    setLastAsked(asked);
    setPage(1);
  }

  // A scanned tag opens its pledge once the answer for that very search has arrived.
  const [scanHandled, setScanHandled] = useState<string | null>(null);
  if (entered && scanHandled !== entered && list.data && !list.isPlaceholderData && !list.isFetching) {
    setScanHandled(entered);
    const hit = list.data.items.filter((item) => sameNumber(item.itemNumber, entered));
    if (hit.length === 1 && hit[0]) setOpened(hit[0]);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setScanHandled(null);
    setEntered(typed.trim());
  };

  const items = list.data?.items ?? [];
  const views: TPledgeView[] = seller ? ['book', 'due', 'sales', 'surplus'] : ['book', 'due'];
  const viewButtons = <PledgeViews view={view} onView={setView} views={views} />;
  if (view === 'due') {
    return (
      <div className="grid min-w-0 gap-6" data-testid="pledges-tab">
        {viewButtons}
        <DueThisWeek onOpen={setOpened} />
        {opened && <PledgeDialog key={opened.itemId} row={opened} onClose={() => setOpened(null)} />}
      </div>
    );
  }
  if (seller && view !== 'book') {
    return (
      <div className="grid min-w-0 gap-6" data-testid="pledges-tab">
        {viewButtons}
        {view === 'sales' ? <SaleBook /> : <SurplusOwed />}
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-6" data-testid="pledges-tab">
      {viewButtons}
      <Card className="min-w-0">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <h3 className="text-lg leading-tight font-semibold tracking-tight">Pledge Book</h3>
            <CardDescription>Every item taken in pawn: its ticket, where it is kept, and what became of it.</CardDescription>
          </div>
          <ExportPledgesButton query={{ status, q }} />
        </CardHeader>
      </Card>
      {list.isError && !list.data ? null : <PledgeStatTiles stats={list.data?.stats} />}
      <Card className="min-w-0">
        <CardContent className="grid min-w-0 grid-cols-1 gap-4 pt-6 sm:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-w-0 flex-1 basis-60">
              <label htmlFor={`${id}-q`} className="sr-only">
                Search by ticket or item number (scan a tag), borrower, description or serial number
              </label>
              <ScanBarcode className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id={`${id}-q`}
                type="search"
                className="pl-9"
                placeholder="Scan a tag, or search ticket, item, name, serial"
                maxLength={100}
                autoComplete="off"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setEntered(null);
                }}
                onKeyDown={onKeyDown}
                data-testid="pledges-search"
              />
            </div>
            <label htmlFor={`${id}-status`} className="sr-only">
              Status
            </label>
            <NativeSelect id={`${id}-status`} className="w-full sm:w-64" value={status} onChange={(e) => setStatus(e.target.value as TPledgeRegisterFilter | '')} data-testid="pledges-filter">
              {REGISTER_FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {list.isPending ? (
            <p role="status" className="py-10 text-center text-sm text-muted-foreground">
              Loading the pledge book...
            </p>
          ) : list.isError && !list.data ? (
            <LoadError message="We could not load the pledge book." onRetry={() => void list.refetch()} testId="pledges-error" />
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground" data-testid="pledges-empty">
              {q || status ? 'No pledged items match.' : 'No items in the pledge book yet. Items are added in the review of a loan application.'}
            </p>
          ) : (
            <>
              <div className={cn('min-w-0 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData}>
                {wide ? (
                  <PledgeRegisterTable items={items} onOpen={setOpened} onSell={onSell} />
                ) : (
                  <ul className="grid gap-3" aria-label="Pledge book">
                    {items.map((item) => (
                      <li key={item.itemId}>
                        <PledgeRegisterCard item={item} onOpen={setOpened} onSell={onSell} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {list.data && (
                <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Pledge book pages" emptyText="No pledged items" testIdPrefix="pledges" hideWhenSinglePage />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {opened && <PledgeDialog key={opened.itemId} row={opened} onClose={() => setOpened(null)} />}
      {selling && <SellDialog loanId={selling.loanId} applicationNumber={selling.applicationNumber} onClose={() => setSelling(null)} />}
    </div>
  );
}
