import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways (a wide table on a phone). Keyboard users must be able to scroll it
 * too, so it takes focus and is a named region (WCAG 2.1.1; axe `scrollable-region-focusable`):
 * a table of plain text has nothing else inside to focus.
 */
export function ScrollRegion({ label, id, className, children, ...rest }: { label: string; id?: string; className?: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...rest}
    >
      {children}
    </div>
  );
}
