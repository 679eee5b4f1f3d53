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
  /** Smaller on a phone (no icon, less padding), for a row of figures that must not fill the first screen. */
  compact?: boolean;
  /** false: the hint is left out below the sm width, where a compact row must stay short. */
  hintOnPhone?: boolean;
};

/** One figure in a card with its icon: the dashboard summaries, accounting, payments and a borrower's balance. */
export function StatTile({ label, value, icon: Icon, testId, hint, tone = 'default', compact = false, hintOnPhone = true }: TProps) {
  const warning = tone === 'warning';
  return (
    <Card className={cn('flex min-w-0 gap-3', compact ? 'p-3 sm:p-4' : 'p-4', !hint && 'items-center', warning && 'border-destructive/40')}>
      <span
        className={cn(
          'size-10 shrink-0 place-items-center rounded-full',
          compact ? 'hidden sm:grid' : 'grid',
          warning ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className={cn('text-muted-foreground', compact ? 'text-xs sm:text-sm' : 'text-sm')}>{label}</p>
        <p className={cn('font-semibold break-words tabular-nums', compact ? 'text-lg sm:text-xl' : 'text-xl', warning && 'text-destructive')} data-testid={testId}>
          {value}
        </p>
        {hint && <p className={cn('mt-0.5 text-xs text-muted-foreground', !hintOnPhone && 'hidden sm:block')}>{hint}</p>}
      </div>
    </Card>
  );
}
