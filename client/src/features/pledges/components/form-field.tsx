import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type TProps = {
  /** The control's id; the message under it is `${id}-error`. */
  id: string;
  label: string;
  required?: boolean;
  /** What is wrong with this field, shown under it and announced; null while it is fine. */
  problem: string | null;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled control of the pledge forms with its hint and its problem (the control carries aria-invalid itself). */
export function FormField({ id, label, required = false, problem, hint, className, children }: TProps) {
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
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive" data-testid="pledge-form-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The marks a control carries while its field is the one in error. */
export function invalidMarks(id: string, invalid: boolean): { 'aria-invalid'?: true; 'aria-errormessage'?: string } {
  return invalid ? { 'aria-invalid': true, 'aria-errormessage': `${id}-error` } : {};
}
