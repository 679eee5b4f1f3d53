import { Clock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TUpcoming } from './admin-sections';

/** A tab whose release has not landed yet: says so, and what it will do. No pretend data. */
export function UpcomingSection({ title, upcoming }: { title: string; upcoming: TUpcoming }) {
  return (
    <Card data-testid="admin-section-upcoming">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>Coming in {upcoming.release}.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{upcoming.description}</p>
      </CardContent>
    </Card>
  );
}
