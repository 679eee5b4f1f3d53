import { useCallback, useState } from 'react';
import { useSessionDraft } from '@/lib/use-session-draft';
import { addDays } from '../utils/agreement-dates';
import { DEFAULT_TERM_WEEKS, initialLoanFormValues, type TLoanFormValues } from '../utils/loan-agreement-form';

export type TSetLoanFormField = <K extends keyof TLoanFormValues>(key: K, value: TLoanFormValues[K]) => void;

function weeksOf(term: string): number {
  const weeks = Number(term);
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= 52 ? weeks : DEFAULT_TERM_WEEKS;
}

export const LOAN_FORM_DRAFT_KEY = 'pawnbook:draft:loan-form';

// The calculator's figures in the link (Continue to Loan Application) beat a draft's.
const LINK_FIELDS = { amount: 'loanAmount', rate: 'interestRate', term: 'termWeeks' } as const;

/**
 * The agreement form's state, kept as a draft in the tab while it is typed (a reload gives it
 * back). The ending date follows the valid-from date and the term (today plus weeks x 7 by
 * default, spec section 4) until someone edits it by hand.
 */
export function useLoanAgreementForm(search: string) {
  const [params] = useState(() => new URLSearchParams(search));
  const { values, setValues, discard, reset: resetDraft } = useSessionDraft<TLoanFormValues>(LOAN_FORM_DRAFT_KEY, () => initialLoanFormValues(params), {
    freshWins: Object.entries(LINK_FIELDS).flatMap(([param, field]) => (params.has(param) ? [field] : [])),
  });
  const [endingEdited, setEndingEdited] = useState(false);

  const setField: TSetLoanFormField = useCallback(
    (key, value) => {
      if (key === 'endingOn') setEndingEdited(true);
      setValues((current) => {
        const next = { ...current, [key]: value };
        if (!endingEdited && (key === 'validFrom' || key === 'termWeeks')) {
          next.endingOn = addDays(next.validFrom, weeksOf(next.termWeeks) * 7);
        }
        return next;
      });
    },
    [endingEdited, setValues],
  );

  const reset = useCallback(() => {
    // The calculator's figures stay out of the reset form: the next applicant starts clean.
    resetDraft(initialLoanFormValues(new URLSearchParams()));
    setEndingEdited(false);
  }, [resetDraft]);

  return { values, setField, reset, discardDraft: discard };
}
