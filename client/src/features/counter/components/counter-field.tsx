import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type TProps = {
  /** The control's id; the message under it is `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  problem: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A labelled control of the New pawn page with its hint and its problem. */
export function CounterField({ id, label, required = false, problem, hint, className, children }: TProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The marks a control carries while its field is the one in error. */
export function invalidMarks(id: string, problem: string | null): { 'aria-invalid'?: true; 'aria-errormessage'?: string } {
  return problem ? { 'aria-invalid': true, 'aria-errormessage': `${id}-error` } : {};
}
