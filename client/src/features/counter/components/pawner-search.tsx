import { useId, useState } from 'react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PAWNER_SEARCH_MIN_LENGTH, usePawnerSearch } from '../api/search-pawners';

/** The staff's quick search for a returning pawner: by name, phone or ID number. */
export function PawnerSearch({ onChoose }: { onChoose: (borrower: TBorrowerSummary) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed);
  const found = usePawnerSearch(search);
  const searching = typed.length >= PAWNER_SEARCH_MIN_LENGTH;
  const results = searching ? (found.data ?? []) : [];
  const nothingFound = searching && search === typed && !found.isFetching && found.data?.length === 0;

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Find the pawner
      </label>
      <SearchInput
        id={id}
        placeholder="Name, phone or ID number"
        maxLength={100}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid="counter-pawner-search"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        At least {PAWNER_SEARCH_MIN_LENGTH} characters. Choose the pawner, or add a new one below.
      </p>
      {results.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Pawners found">
          {results.map((borrower) => (
            <li key={borrower.id}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full flex-col items-start gap-0.5 py-2 text-left whitespace-normal"
                onClick={() => onChoose(borrower)}
                data-testid="counter-pawner-result"
              >
                <span className="font-semibold">{borrower.name}</span>
                <span className="text-xs text-muted-foreground">
                  ID {borrower.idNumber}
                  {borrower.phone ? ` · ${borrower.phone}` : ''}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {nothingFound && (
        <p role="status" className="text-sm text-muted-foreground">
          No pawner matches &ldquo;{typed}&rdquo;.
        </p>
      )}
    </div>
  );
}
