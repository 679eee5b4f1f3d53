import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PAGE_FRAME } from './page-frame';

/** A page's body on the shared frame; className may narrow it (max-w-4xl) for a form or a profile. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(PAGE_FRAME, 'py-8 md:py-10', className)}>{children}</div>;
}
