import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type TProps = {
  title: string;
  description: string;
  saved: boolean;
  isSaving: boolean;
  /** The card's test id; its status badge is `${testIdPrefix}-status`. */
  testIdPrefix: string;
  children: ReactNode;
};

/** A document of one's own on the profile page (signature, TRN photo): whether it is saved, what it is for, and its controls. */
export function OwnDocumentCard({ title, description, saved, isSaving, testIdPrefix, children }: TProps) {
  return (
    <Card data-testid={`${testIdPrefix}-card`}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          <Badge variant={saved ? 'success' : 'outline'} data-testid={`${testIdPrefix}-status`}>
            {saved ? 'Saved' : 'Not set'}
          </Badge>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {children}
        {isSaving && (
          <p role="status" className="text-sm text-muted-foreground">
            Saving your profile...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
