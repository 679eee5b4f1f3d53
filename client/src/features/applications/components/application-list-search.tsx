import { useEffect, useId, useRef, useState } from 'react';
import { PAWN_LOAN_LIST_MAX_SEARCH } from '@common/pawn-loans-list-limits';
import { SearchInput } from '@/components/search-input';

// Long enough to let a person finish typing a number, short enough to feel immediate.
const DEBOUNCE_MS = 300;

/** The search box keeps what is typed and tells the list only once typing pauses. */
export function ApplicationListSearch({ onSearch, testId = 'applications-search' }: { onSearch: (text: string) => void; testId?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  // Only a different search is news: "abc " after "abc" must not send the list back to page 1.
  const sent = useRef('');

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next === sent.current) return;
      sent.current = next;
      onSearch(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <SearchInput
      hiddenLabel="Search applications"
      id={id}
      data-testid={testId}
      placeholder="Search by number, name, e-mail, phone or amount"
      maxLength={PAWN_LOAN_LIST_MAX_SEARCH}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
