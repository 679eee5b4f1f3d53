import { Suspense, useState } from 'react';
import type { TRecordPaymentResponse } from '@common/contracts/payments';
import { toCents } from '@common/money';
import { PaymentsTab } from '@/features/payments/components/payments-tab';
import { lazyRetry } from '@/lib/lazy-retry';

// The redemption downloads only when a payment clears a loan.
const RedeemOffer = lazyRetry(() => import('@/features/pledges/components/redeem-offer').then((m) => ({ default: m.RedeemOffer })));

/**
 * The Payments tab, where paying the last instalment and handing the pledge back is one flow: a
 * payment that brings the balance to zero offers the loan's redemption when it has goods in pawn.
 */
export function PaymentsSection() {
  const [paidUp, setPaidUp] = useState<string | null>(null);
  const recorded = (payment: TRecordPaymentResponse) => {
    if (toCents(payment.balanceAfter) === 0) setPaidUp(payment.loanApplicationId);
  };
  return (
    <>
      <PaymentsTab onPaymentRecorded={recorded} />
      {paidUp && (
        <Suspense fallback={null}>
          <RedeemOffer key={paidUp} loanId={paidUp} onClose={() => setPaidUp(null)} />
        </Suspense>
      )}
    </>
  );
}
