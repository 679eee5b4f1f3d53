import { useCallback, useState } from 'react';
import { addDays } from '../utils/agreement-dates';
import { DEFAULT_TERM_WEEKS, initialLoanFormValues, type TLoanFormValues } from '../utils/loan-agreement-form';

export type TSetLoanFormField = <K extends keyof TLoanFormValues>(key: K, value: TLoanFormValues[K]) => void;

function weeksOf(term: string): number {
  const weeks = Number(term);
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= 52 ? weeks : DEFAULT_TERM_WEEKS;
}

/**
 * The agreement form's state. The ending date follows the valid-from date and the term (today plus
 * weeks x 7 by default, spec section 4) until someone edits it by hand.
 */
export function useLoanAgreementForm(search: string) {
  const [values, setValues] = useState<TLoanFormValues>(() => initialLoanFormValues(new URLSearchParams(search)));
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
    [endingEdited],
  );

  const reset = useCallback(() => {
    // The calculator's figures stay out of the reset form: the next applicant starts clean.
    setValues(initialLoanFormValues(new URLSearchParams()));
    setEndingEdited(false);
  }, []);

  return { values, setField, reset };
}
