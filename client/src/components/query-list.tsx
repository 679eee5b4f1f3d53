import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';

type TProps = {
  /** The list's query (TanStack Query's result); while a new page or search loads, the last answer stays on screen (isPlaceholderData). */
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data: unknown; refetch: () => Promise<unknown> };
  isEmpty: boolean;
  /** Shown until the first answer. */
  loading: ReactNode;
  /** The first load failed: "We could not load the payments." with Try again. */
  loadErrorMessage: string;
  loadErrorTestId?: string;
  /** A refresh failed: the last answer stays and this says so. */
  staleMessage: string;
  empty: ReactNode;
  /** The items (a table or cards), faded while the next page or search loads. */
  children: ReactNode;
  /** Under the items. */
  pager: ReactNode;
};

/** What a list shows until its first answer: one centred status line. */
export function ListLoading({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted-foreground" data-testid={testId}>
      {children}
    </p>
  );
}

/** The states of a paged list the same on every list: loading, failed, stale, empty, the items and their pager. */
export function QueryList({ query, isEmpty, loading, loadErrorMessage, loadErrorTestId, staleMessage, empty, children, pager }: TProps) {
  if (query.isPending) return loading;
  if (query.isError && !query.data) return <LoadError message={loadErrorMessage} onRetry={() => void query.refetch()} testId={loadErrorTestId} />;
  return (
    <>
      {query.isError && (
        <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text">
          {staleMessage}
        </p>
      )}
      {isEmpty ? (
        empty
      ) : (
        <>
          <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
            {children}
          </div>
          {pager}
        </>
      )}
    </>
  );
}
