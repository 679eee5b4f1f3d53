import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { DialogSection } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { hasGuarantor } from '../utils/review';
import { DetailItem } from './detail-item';
import { GuarantorConsentBadge } from './guarantor-consent-badge';
import { ReviewGuarantorConsent } from './review-guarantor-consent';

export function ReviewGuarantorSection({ application: a, canReview = false }: { application: TPawnLoanListItem; canReview?: boolean }) {
  return (
    <DialogSection title="Guarantor Information">
      {hasGuarantor(a) ? (
        <>
          <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2" data-testid="review-guarantor">
            <DetailItem label="Name">{a.guarantorName}</DetailItem>
            <DetailItem label="Phone">{a.guarantorPhone}</DetailItem>
            <DetailItem label="TRN">{a.guarantorTRN}</DetailItem>
            <DetailItem label="Address">{a.guarantorAddress}</DetailItem>
            <DetailItem label="Email">{a.guarantorEmail}</DetailItem>
          </dl>
          {a.guarantorConsent !== 'none' && (
            <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="review-guarantor-consent">
              <span className="font-medium">Consent:</span>
              <GuarantorConsentBadge consent={a.guarantorConsent} />
              {a.guarantorConsentAt && <span className="text-muted-foreground">since {formatDateTime(a.guarantorConsentAt)}</span>}
            </div>
          )}
          {a.guarantorConsent !== 'none' && <ReviewGuarantorConsent application={a} canReview={canReview} />}
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="review-no-guarantor">
          No guarantor: the borrower did not name one on this application.
        </p>
      )}
    </DialogSection>
  );
}
