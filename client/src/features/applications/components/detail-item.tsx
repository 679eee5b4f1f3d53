import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TProps = { label: string; children: ReactNode; testId?: string; className?: string };

/** One label and value inside a <dl>; an empty value reads as a dash rather than a gap. */
export function DetailItem({ label, children, testId, className }: TProps) {
  const empty = children === null || children === undefined || (typeof children === 'string' && children.trim() === '');
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {empty ? '—' : children}
      </dd>
    </div>
  );
}
