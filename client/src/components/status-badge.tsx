import type { ComponentProps, ReactNode } from 'react';
import type { TStatusTone } from '@common/status-display';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { TONE_BADGE_CLASSES } from '@/lib/status-tone';

type TProps = Omit<ComponentProps<'span'>, 'children'> & { tone: TStatusTone; children: ReactNode };

/** A status as a coloured pill; the tone comes from the status's table in common/. */
export function StatusBadge({ tone, className, ...props }: TProps) {
  return <Badge variant="outline" data-tone={tone} className={cn(TONE_BADGE_CLASSES[tone], className)} {...props} />;
}
