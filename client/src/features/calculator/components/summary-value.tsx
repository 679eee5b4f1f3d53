import { cn } from '@/lib/cn';

type TSummaryValueProps = {
  label: string;
  value: string;
  testId: string;
  /** The headline figure: full width, brand colours. */
  emphasis?: boolean;
  /** Full width without the headline colours. */
  wide?: boolean;
};

export function SummaryValue({ label, value, testId, emphasis = false, wide = false }: TSummaryValueProps) {
  return (
    <div
      className={cn(
        'rounded-md p-3',
        emphasis ? 'col-span-2 bg-primary text-primary-foreground' : 'bg-muted',
        wide && 'col-span-2 bg-secondary text-secondary-foreground',
      )}
    >
      <dt className={cn('text-xs font-medium', emphasis ? 'text-primary-foreground' : 'text-muted-foreground')}>{label}</dt>
      <dd className={cn('mt-1 font-semibold tabular-nums', emphasis ? 'text-2xl' : 'text-base')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
