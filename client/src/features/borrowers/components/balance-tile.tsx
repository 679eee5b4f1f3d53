import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type TTile = { label: string; value: string; hint: string; icon: LucideIcon; testId: string; warn?: boolean };

export function BalanceTile({ label, value, hint, icon: Icon, testId, warn = false }: TTile) {
  return (
    <Card className={cn('flex min-w-0 gap-3 p-4', warn && 'border-destructive/40')}>
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', warn ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-secondary-foreground')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('text-xl font-semibold break-words tabular-nums', warn && 'text-destructive')} data-testid={testId}>
          {value}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
      </div>
    </Card>
  );
}
