import { createContext, useContext } from 'react';

/** The field the last failed submit check names, and what to tell the person about it. */
export type TFieldProblem = { field: string; message: string } | null;

export const FieldProblemContext = createContext<TFieldProblem>(null);

/** aria-invalid and the error's id for the control of `field` while it is the one in error. */
export function useFieldInvalid(field: string): { 'aria-invalid'?: true; 'aria-errormessage'?: string } {
  const problem = useContext(FieldProblemContext);
  return problem?.field === field ? { 'aria-invalid': true, 'aria-errormessage': `${field}-error` } : {};
}

/** The message under the field in error; role=alert so screen readers announce it when it appears. */
export function FieldError({ field }: { field: string }) {
  const problem = useContext(FieldProblemContext);
  if (problem?.field !== field) return null;
  return (
    <p id={`${field}-error`} role="alert" className="text-sm font-medium text-destructive print:hidden" data-testid={`field-error-${field}`}>
      {problem.message}
    </p>
  );
}
