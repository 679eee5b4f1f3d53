import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { FieldError, useFieldInvalid } from './field-error';

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
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <DateField
        id={id}
        label={label}
        value={value}
        onValueChange={onValueChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={`form-${id}`}
        data-focus-target={id}
        {...invalid}
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
