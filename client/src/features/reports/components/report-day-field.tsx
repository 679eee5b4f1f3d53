import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A day for a report ("YYYY-MM-DD"); the browser's own date picker. */
export function ReportDayField({ id, label, value, onChange, testId }: { id: string; label: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} className="sm:w-44" data-testid={testId} />
    </div>
  );
}
