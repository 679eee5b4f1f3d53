import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A centred, announced line of text for loading, empty and redirect states. */
export function StatusMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[40vh] items-center justify-center px-4 text-center text-muted-foreground', className)}>
      {children}
    </div>
  );
}
