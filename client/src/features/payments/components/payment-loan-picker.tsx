import { useId } from 'react';
import type { TPayableLoan } from '@common/contracts/payments';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { LOAN_SEARCH_MIN_LENGTH } from '../api/get-payable-loans';
import { useLoanSearch } from '../hooks/use-loan-search';
import { PayableLoanOption } from './payable-loan-option';

/**
 * The dialog's loan chooser: the same search as the quick search (2 characters or more); before
 * anything is typed it lists the most recently changed approved and active loans.
 */
export function PaymentLoanPicker({ onChoose }: { onChoose: (loan: TPayableLoan) => void }) {
  const id = useId();
  const { text, setText, typed, tooShort, found, nothingFound } = useLoanSearch({ listRecent: true });

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Loan application</Label>
      <SearchInput id={id} placeholder="Search loans" maxLength={100} autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} data-testid="payment-loan-search" />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {tooShort
          ? `Type at least ${LOAN_SEARCH_MIN_LENGTH} characters to search.`
          : typed === ''
            ? 'By borrower name, e-mail, phone or application number. Recently updated approved and active loans:'
            : nothingFound
              ? `No approved or active loan matches “${typed}”.`
              : 'Approved and active loans found:'}
      </p>
      {found.length > 0 && (
        <ul className="grid max-h-64 gap-2 overflow-y-auto pr-1" aria-label="Loans to choose from">
          {found.map((loan) => (
            <li key={loan.id}>
              <PayableLoanOption loan={loan} onChoose={onChoose} testId="payment-loan-option" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
