import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { describeLateFee, lateFeeRuleOf } from '@common/late-fee';
import { toCents } from '@common/money';
import { DialogSection } from '@/components/ui/dialog';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';
import { usePawnLoan } from '../api/get-pawn-loan';
import { totalRepaymentOf } from '../utils/review';
import { DetailItem } from './detail-item';
import { ReviewLateFees } from './review-late-fees';
import { ReviewPaymentFrequency } from './review-payment-frequency';

export function ReviewLoanSection({ application: a, canReview }: { application: TPawnLoanListItem; canReview: boolean }) {
  // The review's own answer (already loaded by the dialog) carries the ledger from approval on.
  const ledger = usePawnLoan(a.id).data?.ledger ?? null;
  return (
    <DialogSection title="Loan Details">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <DetailItem label="Loan amount">{formatMoney(a.loanAmount)}</DetailItem>
        <DetailItem label="Interest rate">{formatPercent(a.interestRate)}</DetailItem>
        <DetailItem label="Term">{formatWeeks(a.termWeeks)}</DetailItem>
        <DetailItem label="Weekly instalment">{formatMoney(a.weeklyInstalment)}</DetailItem>
        <DetailItem label="Total repayment">{formatMoney(totalRepaymentOf(a))}</DetailItem>
        <DetailItem label="Late fee">{describeLateFee(lateFeeRuleOf(a), toCents(a.weeklyInstalment) ?? 0, a.paymentFrequency)}</DetailItem>
        <DetailItem label="Agreement date">{formatDate(a.agreementDate)}</DetailItem>
        <DetailItem label="Valid from">{formatDate(a.validFrom)}</DetailItem>
        <DetailItem label="Ending on">{formatDate(a.endingOn)}</DetailItem>
      </dl>
      {ledger && <ReviewLateFees ledger={ledger} />}
      {ledger?.settledOn && (
        <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm" data-testid="review-settled-by-sale">
          Settled by the sale of the pledge on {formatDate(ledger.settledOn)}: {formatMoney(ledger.settledAmount)} was owed that day (principal,
          interest and late fees). Nothing is owed on this loan since.
        </p>
      )}
      <ReviewPaymentFrequency application={a} canReview={canReview} />
    </DialogSection>
  );
}
