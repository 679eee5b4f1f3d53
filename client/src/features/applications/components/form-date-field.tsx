import { DateField } from '@/components/ui/date-field';
import { useFieldInvalid } from './field-error';
import { FormFieldFrame, hintIdOf } from './form-field-frame';

type TFormDateFieldProps = {
  id: string;
  label: string;
  /** "YYYY-MM-DD" or ''. */
  value: string;
  onValueChange: (isoDay: string) => void;
  hint?: string;
};

/** A labelled day-first date of the agreement form, marked like its text fields when a check names it. */
export function FormDateField({ id, label, value, onValueChange, hint }: TFormDateFieldProps) {
  const invalid = useFieldInvalid(id);
  return (
    <FormFieldFrame id={id} label={label} hint={hint}>
      <DateField
        id={id}
        label={label}
        value={value}
        onValueChange={onValueChange}
        aria-describedby={hintIdOf(id, hint)}
        data-testid={`form-${id}`}
        data-focus-target={id}
        {...invalid}
      />
    </FormFieldFrame>
  );
}
