import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { DialogSection } from '@/components/ui/dialog';
import { hasGuarantor } from '../utils/review';
import { DetailItem } from './detail-item';

export function ReviewGuarantorSection({ application: a }: { application: TPawnLoanListItem }) {
  return (
    <DialogSection title="Guarantor Information">
      {hasGuarantor(a) ? (
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2" data-testid="review-guarantor">
          <DetailItem label="Name">{a.guarantorName}</DetailItem>
          <DetailItem label="Phone">{a.guarantorPhone}</DetailItem>
          <DetailItem label="TRN">{a.guarantorTRN}</DetailItem>
          <DetailItem label="Address">{a.guarantorAddress}</DetailItem>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="review-no-guarantor">
          No guarantor: the borrower did not name one on this application.
        </p>
      )}
    </DialogSection>
  );
}
