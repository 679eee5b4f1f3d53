import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type TProps = {
  /** What could not be loaded, said plainly ("We could not load the payments."). */
  message: string;
  /** Try again; left out when trying again cannot help (the thing is gone). */
  onRetry?: () => void;
  className?: string;
  testId?: string;
};

/** In place of something that failed to load: the reason and a Try again button. */
export function LoadError({ message, onRetry, className, testId }: TProps) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive-soft p-4 text-sm', className)} data-testid={testId}>
      <span>{message}</span>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
