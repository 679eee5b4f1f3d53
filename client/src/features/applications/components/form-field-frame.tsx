import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';

type TProps = {
  /** The control's id: its label points at it, and the form's checks name the field by it. */
  id: string;
  label: string;
  required?: boolean;
  /** A line under the field; the control names it with hintIdOf(id, hint). */
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** The id of a field's hint line, for the control's aria-describedby; none without a hint. */
export const hintIdOf = (id: string, hint: string | undefined): string | undefined => (hint ? `${id}-hint` : undefined);

/** A field of the agreement form around its control: the label (a star when required), the check's message and the hint. */
export function FormFieldFrame({ id, label, required = false, hint, className, children }: TProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      <FieldError field={id} />
      {hint && (
        <p id={hintIdOf(id, hint)} className="text-xs text-muted-foreground print:hidden">
          {hint}
        </p>
      )}
    </div>
  );
}
