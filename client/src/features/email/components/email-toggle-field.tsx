import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

type TProps = { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void; testId: string };

/** A labelled switch with a line saying what it does. */
export function EmailToggleField({ id, label, hint, checked, onChange, testId }: TProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} data-testid={testId} />
    </div>
  );
}
