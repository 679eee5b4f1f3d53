import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type TProps = {
  icon: LucideIcon;
  title: string;
  badge: { label: string; variant: 'outline' | 'destructive' };
  description: string;
  testId: string;
  children: ReactNode;
};

/** One way into the app on the login page (guest or staff): its title, who it is for, and what to do. */
export function AccessCard({ icon: Icon, title, badge, description, testId, children }: TProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
