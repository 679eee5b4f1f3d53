import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type TProps = { title: string; description?: string; children: ReactNode; className?: string };

/** One titled block of the accounting tab; its heading sits under the tab's own. */
export function AccountingPanel({ title, description, children, className }: TProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold tracking-tight">{title}</h3>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
