import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError, useFieldInvalid } from './field-error';

type TFormTextFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: string;
};

/** A labelled input of the agreement form; required fields carry a star, checks run on submit. */
export function FormTextField({ id, label, value, onValueChange, required = false, hint, className, ...props }: TFormTextFieldProps) {
  const invalid = useFieldInvalid(id);
  return (
    <div className={className ? `grid content-start gap-2 ${className}` : 'grid content-start gap-2'}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onValueChange(e.target.value)}
        data-testid={`form-${id}`}
        data-focus-target={id}
        {...invalid}
        {...props}
      />
      <FieldError field={id} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground print:hidden">
          {hint}
        </p>
      )}
    </div>
  );
}
