import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

type TProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  /** The values in the order they are offered, each shown by its label. */
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  testId: string;
};

/** A labelled select of a fixed list of values (a contract's enum and its labels). */
export function ChoiceField<T extends string>({ id, label, value, choices, labels, onChange, testId }: TProps<T>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* The select's values are exactly `choices`, so the cast only restores their type. */}
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)} data-testid={testId}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
