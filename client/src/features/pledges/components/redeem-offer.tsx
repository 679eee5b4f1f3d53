import { useQuery } from '@tanstack/react-query';
import { pledgeQueryOptions } from '../api/get-pledge';
import { RedeemDialog } from './redeem-dialog';

/**
 * After a payment that brought a loan's balance to zero: when the loan has goods in pawn, the
 * redemption is offered at once (paying the last instalment and redeeming is one flow at the
 * counter). Shown only from a fresh read, so the balance it shows is the one after the payment.
 */
export function RedeemOffer({ loanId, onClose }: { loanId: string; onClose: () => void }) {
  const pledge = useQuery({ ...pledgeQueryOptions(loanId), refetchOnMount: 'always' });
  if (!pledge.data || !pledge.isFetchedAfterMount || pledge.data.status !== 'in_pawn') return null;
  return <RedeemDialog pledge={pledge.data} onClose={onClose} lead="The loan is paid in full." />;
}
