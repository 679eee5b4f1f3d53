import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type TProps = { label: string; value: string; hint: string; icon: LucideIcon; testId: string };

export function PaymentStatTile({ label, value, hint, icon: Icon, testId }: TProps) {
  return (
    <Card className="flex min-w-0 gap-3 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
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
