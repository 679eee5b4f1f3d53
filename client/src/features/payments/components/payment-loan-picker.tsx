import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPayableLoan } from '@common/contracts/payments';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LOAN_SEARCH_MIN_LENGTH, usePayableLoans } from '../api/get-payable-loans';
import { PayableLoanOption } from './payable-loan-option';

/**
 * The dialog's loan chooser: the same search as the quick search (2 characters or more); before
 * anything is typed it lists the most recently changed approved and active loans.
 */
export function PaymentLoanPicker({ onChoose }: { onChoose: (loan: TPayableLoan) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed);
  const loans = usePayableLoans(search, { listRecent: true });
  const tooShort = typed.length > 0 && typed.length < LOAN_SEARCH_MIN_LENGTH;
  const options = tooShort ? [] : (loans.data ?? []);
  const settled = search === typed && !loans.isFetching;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Loan application</Label>
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
          data-testid="payment-loan-search"
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {tooShort
          ? `Type at least ${LOAN_SEARCH_MIN_LENGTH} characters to search.`
          : typed === ''
            ? 'By borrower name, e-mail, phone or application number. Recently updated approved and active loans:'
            : settled && loans.data?.length === 0
              ? `No approved or active loan matches “${typed}”.`
              : 'Approved and active loans found:'}
      </p>
      {options.length > 0 && (
        <ul className="grid max-h-64 gap-2 overflow-y-auto pr-1" aria-label="Loans to choose from">
          {options.map((loan) => (
            <li key={loan.id}>
              <PayableLoanOption loan={loan} onChoose={onChoose} testId="payment-loan-option" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
