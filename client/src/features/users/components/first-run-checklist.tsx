import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CheckCircle2, ChevronDown, Circle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { readErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/use-auth';
import { useMediaQuery } from '@/lib/use-media-query';
import { toast } from '@/lib/toast';
import { useDismissFirstRun, useFirstRun } from '../api/get-first-run';

/**
 * The owner's short checklist on /admin: the steps a new shop sets before its first customer, each
 * with its link, ticked as they are done. Put away for good with Dismiss (kept on the server). On a
 * phone it starts folded to one line, so the dashboard's summary and section picker stay on the
 * first screen.
 */
export function FirstRunChecklist() {
  const { user } = useAuth();
  const id = useId();
  const checklist = useFirstRun({ enabled: user?.role === 'super_admin' });
  const dismiss = useDismissFirstRun();
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const [toggled, setToggled] = useState<boolean | null>(null);
  if (!checklist.data?.show) return null;
  const open = toggled ?? wide;
  const left = checklist.data.items.filter((item) => !item.done).length;

  return (
    <Card data-testid="first-run-checklist">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Getting started</CardTitle>
          <CardDescription>
            {left === 1 ? 'One step is left' : `${left} steps are left`} before your first customer.
          </CardDescription>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-steps`} onClick={() => setToggled(!open)} data-testid="first-run-toggle">
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
            {open ? 'Hide steps' : 'Show steps'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(undefined, {
                onError: (err) => toast({ title: 'Not saved', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
              })
            }
            data-testid="first-run-dismiss"
          >
            <X aria-hidden="true" />
            Dismiss
          </Button>
        </div>
      </CardHeader>
      <CardContent id={`${id}-steps`} hidden={!open}>
        <ul className="grid gap-2" aria-label="Setup steps">
          {checklist.data.items.map((item) => (
            <li key={item.id} className="flex items-center gap-2 text-sm" data-testid={`first-run-${item.id}`} data-done={item.done}>
              {item.done ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <Link href={item.href} className={item.done ? 'text-muted-foreground underline underline-offset-4' : 'font-medium text-primary underline underline-offset-4'}>
                {item.label}
              </Link>
              <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
