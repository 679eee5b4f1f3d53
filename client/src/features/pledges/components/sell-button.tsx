import { useState } from 'react';
import { Gavel } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SellDialog } from './sell-dialog';

/** Sell: opens the sale of a forfeited pledge (the pledge book's Forfeitable rows, admins). */
export function SellButton({ loanId, applicationNumber }: { loanId: string; applicationNumber: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="pledge-sell" aria-label={`Sell pledge of loan ${applicationNumber}`}>
        <Gavel aria-hidden="true" />
        Sell
      </Button>
      {open && <SellDialog loanId={loanId} applicationNumber={applicationNumber} onClose={() => setOpen(false)} />}
    </>
  );
}
