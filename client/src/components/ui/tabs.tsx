import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

// The look of each part, also for a tab list written out without Radix (the dashboard's status tabs).
export const TABS_CLASS = 'flex flex-col gap-4';
export const TABS_LIST_CLASS = 'grid h-auto w-full auto-cols-fr grid-flow-col gap-1 rounded-md bg-muted p-1';
export const TABS_TRIGGER_CLASS = [
  'inline-flex min-h-9 items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
  'hover:text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
].join(' ');
export const TABS_CONTENT_CLASS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn(TABS_CLASS, className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(TABS_LIST_CLASS, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(TABS_TRIGGER_CLASS, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn(TABS_CONTENT_CLASS, className)} {...props} />;
}
