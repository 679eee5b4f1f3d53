import { BadgeInfo } from 'lucide-react';
import { FIRST_TIME_BORROWER_CAP_CENTS } from '@common/calculator';
import { formatMoneyCents } from '@/lib/format';

export function FirstTimeBorrowerBanner() {
  return (
    <div
      className="flex items-start gap-3 rounded-md border border-accent-strong/50 bg-accent-soft p-3 text-sm text-accent-text"
      data-testid="first-time-borrower-banner"
    >
      <BadgeInfo className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">First-time borrowers can get up to {formatMoneyCents(FIRST_TIME_BORROWER_CAP_CENTS)}</strong>
      </p>
    </div>
  );
}
