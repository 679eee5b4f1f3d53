import { useId, useState } from 'react';
import { PAYMENT_LIST_DEFAULT_PAGE_SIZE, PAYMENT_TEXTS, type TPayment } from '@common/contracts/payments';
import { ListLoading, QueryList } from '@/components/query-list';
import { SearchInput } from '@/components/search-input';
import { Pager } from '@/components/pager';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePayments } from '../api/get-payments';
import { DeletePaymentDialog } from './delete-payment-dialog';
import { ExportPaymentsButton } from './export-payments-button';
import { PaymentCard } from './payment-card';
import { PaymentsTable } from './payments-table';

// Tailwind's md: from here the seven columns fit (scrolling sideways if they must); below it each payment is a card.
const WIDE = '(min-width: 768px)';

/** Recent Payments: newest first, ten a page, refreshed every 30 s; a table when wide, cards on a phone. */
export function RecentPayments() {
  const id = useId();
  const [filter, setFilter] = useState('');
  const search = useDebouncedValue(filter.trim());
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TPayment | null>(null);
  const wide = useMediaQuery(WIDE, true);
  const list = usePayments({ search, page, pageSize: PAYMENT_LIST_DEFAULT_PAGE_SIZE });

  // A new search starts on the first page; payments deleted meanwhile can leave this page past the end.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : null;
  if (pages !== null && !list.isPlaceholderData && page > pages) setPage(pages);

  const items = list.data?.items ?? [];

  return (
    <Card data-testid="payments-recent">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Recent Payments</h3>
          <p className="text-sm text-muted-foreground">Newest first. Receipts open as PDF in a new tab.</p>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <SearchInput
            hiddenLabel="Filter payments by receipt number, borrower name, e-mail, phone or application number"
            id={id}
            boxClassName="min-w-0 flex-1 sm:w-72 sm:flex-none"
            placeholder="Filter payments"
            maxLength={100}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="payments-filter"
          />
          <ExportPaymentsButton search={search} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryList
          query={list}
          isEmpty={items.length === 0}
          loading={<ListLoading testId="payments-loading">{PAYMENT_TEXTS.loading}</ListLoading>}
          loadErrorMessage="We could not load the payments."
          staleMessage="We could not refresh the payments; this is what was loaded last."
          empty={
            <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground" data-testid="payments-empty">
              {search ? `No payments match “${search}”.` : PAYMENT_TEXTS.empty}
            </p>
          }
          pager={list.data && <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} label="Payment pages" emptyText="No payments" testIdPrefix="payments" hideWhenSinglePage />}
        >
          {wide ? (
            <PaymentsTable items={items} onDelete={setDeleting} />
          ) : (
            <ul className="grid gap-3" aria-label="Payments, newest first">
              {items.map((p) => (
                <li key={p.id}>
                  <PaymentCard payment={p} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </CardContent>
      <DeletePaymentDialog payment={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
