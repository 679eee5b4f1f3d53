import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder of the shape of what is loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
