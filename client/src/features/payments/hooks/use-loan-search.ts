import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LOAN_SEARCH_MIN_LENGTH, usePayableLoans } from '../api/get-payable-loans';

/**
 * The text typed to find a payable loan and what it finds: the search waits for 2 characters;
 * `listRecent` lists recently changed loans while nothing is typed. `nothingFound` only once the
 * answer is for what is typed now.
 */
export function useLoanSearch({ listRecent = false }: { listRecent?: boolean } = {}) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed);
  const loans = usePayableLoans(search, { listRecent });
  const tooShort = typed.length > 0 && typed.length < LOAN_SEARCH_MIN_LENGTH;
  const searching = typed.length >= LOAN_SEARCH_MIN_LENGTH || (listRecent && typed === '');
  const found = searching ? (loans.data ?? []) : [];
  const nothingFound = typed.length >= LOAN_SEARCH_MIN_LENGTH && search === typed && !loans.isFetching && loans.data?.length === 0;
  return { text, setText, typed, tooShort, found, nothingFound };
}
