import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One numbered section of the agreement; on paper it must not split across pages. */
export function FormSection({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card className="break-inside-avoid print:border-0 print:shadow-none" data-testid={testId}>
      <CardHeader className="print:px-0 print:pb-2">
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription className="print:hidden">{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 print:px-0">{children}</CardContent>
    </Card>
  );
}
