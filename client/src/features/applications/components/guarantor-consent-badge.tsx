import { GUARANTOR_CONSENT_LABELS, GUARANTOR_CONSENT_TONES, type TGuarantorConsent } from '@common/contracts/guarantees';
import { StatusBadge } from '@/components/status-badge';

/** Where the guarantor's consent stands, as a pill (issue 33): shown in the list and the review. */
export function GuarantorConsentBadge({ consent, className }: { consent: TGuarantorConsent; className?: string }) {
  return (
    <StatusBadge tone={GUARANTOR_CONSENT_TONES[consent]} className={className} data-testid="guarantor-consent" data-consent={consent}>
      {GUARANTOR_CONSENT_LABELS[consent]}
    </StatusBadge>
  );
}
