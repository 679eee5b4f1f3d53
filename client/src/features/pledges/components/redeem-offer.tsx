import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pledgeQueryOptions } from '../api/get-pledge';
import { RedeemDialog } from './redeem-dialog';

/**
 * After a payment that brought a loan's balance to zero: when the loan has goods in pawn, the
 * redemption is offered at once (paying the last instalment and redeeming is one flow at the
 * counter). Decided from a fresh read, so the balance it shows is the one after the payment; once
 * offered it stays until the dialog closes, so the redemption's own answer (the pledge redeemed)
 * does not take the dialog away before it has said so.
 */
export function RedeemOffer({ loanId, onClose }: { loanId: string; onClose: () => void }) {
  const pledge = useQuery({ ...pledgeQueryOptions(loanId), refetchOnMount: 'always' });
  const [offered, setOffered] = useState(false);
  if (!offered && pledge.data?.status === 'in_pawn' && pledge.isFetchedAfterMount) setOffered(true);
  if (!offered || !pledge.data) return null;
  return <RedeemDialog pledge={pledge.data} onClose={onClose} lead="The loan is paid in full." />;
}
