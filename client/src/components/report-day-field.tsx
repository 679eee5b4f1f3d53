import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';

/** A day for a report ("YYYY-MM-DD"), typed day-first or chosen from the calendar. */
export function ReportDayField({ id, label, value, onChange, testId }: { id: string; label: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <DateField id={id} label={label} value={value} onValueChange={onChange} data-testid={testId} />
    </div>
  );
}
