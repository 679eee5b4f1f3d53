import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type TSummaryStatProps = { label: string; value: string; icon: LucideIcon; testId: string };

export function SummaryStat({ label, value, icon: Icon, testId }: TSummaryStatProps) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="truncate text-xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}
