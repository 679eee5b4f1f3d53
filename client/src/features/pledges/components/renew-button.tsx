import { useState } from 'react';
import { Repeat } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RenewDialog } from './renew-dialog';

type TProps = { loanId: string; applicationNumber: string; ticketNumber: string | null; className?: string };

/** Renew: opens the renewal of this loan's pledge (the loan review and the pledge book's rows). */
export function RenewButton({ loanId, applicationNumber, ticketNumber, className }: TProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" className={className} onClick={() => setOpen(true)} data-testid="pledge-renew" aria-label={`Renew loan ${applicationNumber}`}>
        <Repeat aria-hidden="true" />
        Renew
      </Button>
      {open && <RenewDialog loanId={loanId} applicationNumber={applicationNumber} ticketNumber={ticketNumber} onClose={() => setOpen(false)} />}
    </>
  );
}
