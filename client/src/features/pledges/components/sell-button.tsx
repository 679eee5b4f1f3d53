import { Gavel } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type TSellTarget = { loanId: string; applicationNumber: string };

/** Sell: asks for the sale of a forfeited pledge (the pledge book's Forfeitable rows, admins); the tab holds the dialog. */
export function SellButton({ loanId, applicationNumber, onSell }: TSellTarget & { onSell: (target: TSellTarget) => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onSell({ loanId, applicationNumber })} data-testid="pledge-sell" aria-label={`Sell pledge of loan ${applicationNumber}`}>
      <Gavel aria-hidden="true" />
      Sell
    </Button>
  );
}
