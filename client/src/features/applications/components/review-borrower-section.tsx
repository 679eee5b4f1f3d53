import { documentUrlFor } from '@common/contracts/borrower-documents';
import { UserRound } from 'lucide-react';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { DialogSection } from '@/components/ui/dialog';
import { DetailItem } from './detail-item';
import { ImagePreview } from '@/components/image-preview';
import { ReviewBorrowerChanges } from './review-borrower-changes';
import { ReviewPhotoUpload } from './review-photo-upload';

type TProps = { application: TPawnLoanListItem; canReview: boolean };

export function ReviewBorrowerSection({ application: a, canReview }: TProps) {
  return (
    <>
      <DialogSection title="Borrower Information">
        {/* The photo column is wider than the photo so Replace Photo fits inside it, clear of the details. */}
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6">
          <div className="grid w-40 max-w-full content-start justify-items-start gap-2">
            {a.borrowerPhotoUrl ? (
              <ImagePreview src={documentUrlFor(a.borrowerPhotoUrl, 'review-dialog')} label="Borrower photo" className="size-40" testId="review-borrower-photo" />
            ) : (
              <div className="grid size-40 place-items-center rounded-md border border-dashed border-border bg-muted text-center text-xs text-muted-foreground">
                <span className="grid justify-items-center gap-1">
                  <UserRound className="size-6" aria-hidden="true" />
                  No photo provided
                </span>
              </div>
            )}
            {canReview && <ReviewPhotoUpload applicationId={a.id} hasPhoto={!!a.borrowerPhotoUrl} />}
          </div>
          <dl className="grid content-start gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
            <DetailItem label="Full name">{a.borrowerName}</DetailItem>
            <DetailItem label="E-mail">
              <a href={`mailto:${a.borrowerEmail}`} className="break-all text-primary underline-offset-4 hover:underline">
                {a.borrowerEmail}
              </a>
            </DetailItem>
            <DetailItem label="Phone">
              <a href={`tel:${a.borrowerPhone}`} className="text-primary underline-offset-4 hover:underline">
                {a.borrowerPhone}
              </a>
            </DetailItem>
            <DetailItem label="ID number">{a.borrowerID}</DetailItem>
            <DetailItem label="TRN">{a.borrowerTRN}</DetailItem>
            <DetailItem label="Bank account">{a.borrowerBankAccountNumber}</DetailItem>
            <DetailItem label="Address" className="sm:col-span-2">
              {a.borrowerAddress}
            </DetailItem>
          </dl>
        </div>
      </DialogSection>
      <ReviewBorrowerChanges applicationId={a.id} />
    </>
  );
}
