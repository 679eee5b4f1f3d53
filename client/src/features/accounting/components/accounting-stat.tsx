import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type TProps = { label: string; value: string; hint: string; icon: LucideIcon; testId: string; tone?: 'default' | 'warning' };

export function AccountingStat({ label, value, hint, icon: Icon, testId, tone = 'default' }: TProps) {
  return (
    <Card className="flex gap-3 p-4">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          tone === 'warning' ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold break-words tabular-nums" data-testid={testId}>
          {value}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
      </div>
    </Card>
  );
}
