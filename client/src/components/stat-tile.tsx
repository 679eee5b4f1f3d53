import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type TProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  testId: string;
  /** A line under the value saying what it counts. */
  hint?: string;
  /** 'warning' marks a figure that needs attention (overdue money or loans). */
  tone?: 'default' | 'warning';
};

/** One figure in a card with its icon: the dashboard summaries, accounting, payments and a borrower's balance. */
export function StatTile({ label, value, icon: Icon, testId, hint, tone = 'default' }: TProps) {
  const warning = tone === 'warning';
  return (
    <Card className={cn('flex min-w-0 gap-3 p-4', !hint && 'items-center', warning && 'border-destructive/40')}>
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', warning ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-secondary-foreground')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('text-xl font-semibold break-words tabular-nums', warning && 'text-destructive')} data-testid={testId}>
          {value}
        </p>
        {hint && <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
