import { useCallback, useState } from 'react';
import type { TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { usePawnLoans } from '../api/get-pawn-loans';

/**
 * A status tab, a search and a page of GET /api/pawn-loans (polled every 10 s). A new tab or search
 * starts on the first page; a delete or a status change elsewhere that leaves this page past the
 * end moves it back to the last page that exists.
 */
export function useApplicationList<TStatus extends TPawnLoanListStatus>(initialStatus: TStatus, pageSize: number) {
  const [status, setStatus] = useState<TStatus>(initialStatus);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = usePawnLoans({ status, search, page, pageSize });

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const onStatus = (next: TStatus) => {
    setStatus(next);
    setPage(1);
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : null;
  if (pages !== null && !list.isPlaceholderData && page > pages) setPage(pages);

  return { status, onStatus, search, onSearch, page, setPage, list };
}
