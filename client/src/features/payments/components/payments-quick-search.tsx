import { useId } from 'react';
import type { TPayableLoan } from '@common/contracts/payments';
import { SearchInput } from '@/components/search-input';
import { useLoanSearch } from '../hooks/use-loan-search';
import { PayableLoanOption } from './payable-loan-option';

/**
 * Finds an approved or active loan by borrower name, e-mail, phone or application number; choosing
 * one opens Record Payment with it chosen. A failed search shows no results and no message (spec section 8).
 */
export function PaymentsQuickSearch({ onChoose }: { onChoose: (loan: TPayableLoan) => void }) {
  const id = useId();
  const { text, setText, typed, found, nothingFound } = useLoanSearch();

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Quick search
      </label>
      <SearchInput
        id={id}
        placeholder="Search loans"
        maxLength={100}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="payments-quick-search"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        By borrower name, e-mail, phone or application number. Choose a loan to record a payment for it.
      </p>
      {found.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Loans found">
          {found.map((loan) => (
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
