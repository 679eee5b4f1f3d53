import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { StatusBadge } from '@/components/status-badge';
import { CREDIT_STATUS_LABELS, CREDIT_STATUS_TONES, creditSourceLabel } from '../utils/borrower-display';

type TProps = { borrower: Pick<TBorrowerSummary, 'creditStatus' | 'creditStatusSource'> };

/** The credit status pill with where it came from (staff-set or derived from the loans). */
export function CreditStatusBadge({ borrower }: TProps) {
  return (
    <span className="inline-grid justify-items-start gap-0.5">
      <StatusBadge tone={CREDIT_STATUS_TONES[borrower.creditStatus]} data-testid="borrower-credit-status" data-status={borrower.creditStatus}>
        {CREDIT_STATUS_LABELS[borrower.creditStatus]}
      </StatusBadge>
      <span className="text-xs whitespace-nowrap text-muted-foreground">{creditSourceLabel(borrower.creditStatusSource)}</span>
    </span>
  );
}
