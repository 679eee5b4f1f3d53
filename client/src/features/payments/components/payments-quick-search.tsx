import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPayableLoan } from '@common/contracts/payments';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LOAN_SEARCH_MIN_LENGTH, usePayableLoans } from '../api/get-payable-loans';
import { PayableLoanOption } from './payable-loan-option';

/**
 * Finds an approved or active loan by borrower name, e-mail, phone or application number; choosing
 * one opens Record Payment with it chosen. A failed search shows no results and no message (spec section 8).
 */
export function PaymentsQuickSearch({ onChoose }: { onChoose: (loan: TPayableLoan) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const typed = text.trim();
  const loans = usePayableLoans(search);
  const results = typed.length >= LOAN_SEARCH_MIN_LENGTH ? (loans.data ?? []) : [];
  const nothingFound = typed.length >= LOAN_SEARCH_MIN_LENGTH && search === typed && !loans.isFetching && loans.data?.length === 0;

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Quick search
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Search loans"
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="payments-quick-search"
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        By borrower name, e-mail, phone or application number. Choose a loan to record a payment for it.
      </p>
      {results.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Loans found">
          {results.map((loan) => (
            <li key={loan.id}>
              <PayableLoanOption loan={loan} onChoose={onChoose} testId="payments-quick-result" className="h-full" />
            </li>
          ))}
        </ul>
      )}
      {nothingFound && (
        <p role="status" className="text-sm text-muted-foreground">
          No approved or active loan matches &ldquo;{typed}&rdquo;.
        </p>
      )}
    </div>
  );
}
