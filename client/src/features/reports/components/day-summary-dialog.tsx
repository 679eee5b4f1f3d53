import { useRef, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAuth } from '@/lib/use-auth';
import { DaySummaryReport } from './day-summary-report';

/**
 * "End of day report" beside the cash drawer's close (issue 43): the day's figures and drawers in a
 * dialog, to print on A4 or the 80 mm roll. A loan officer sees their own work; an admin the shop's.
 */
export function DaySummaryDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const ownWork = !user || !can(user.role as TRole, 'reports.view');
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="day-summary-open">
        <ClipboardList className="size-4" aria-hidden="true" />
        End of day report
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent
            ref={content}
            size="lg"
            data-testid="day-summary-dialog"
            // The dialog itself takes focus, not the day field: a phone would open its keyboard over the figures.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              content.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>End of day (Z) report</DialogTitle>
              <DialogDescription>The day&apos;s pawns, redemptions, renewals, payments and sales, and the cash drawers, to print at closing.</DialogDescription>
            </DialogHeader>
            <DaySummaryReport ownWork={ownWork} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
