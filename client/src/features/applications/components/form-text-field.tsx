import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { useFieldInvalid } from './field-error';
import { FormFieldFrame, hintIdOf } from './form-field-frame';

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
    <FormFieldFrame id={id} label={label} required={required} hint={hint} className={className}>
      <Input
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-describedby={hintIdOf(id, hint)}
        onChange={(e) => onValueChange(e.target.value)}
        data-testid={`form-${id}`}
        data-focus-target={id}
        {...invalid}
        {...props}
      />
    </FormFieldFrame>
  );
}
