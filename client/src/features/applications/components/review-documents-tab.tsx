import { documentUrlFor } from '@common/contracts/borrower-documents';
import type { TIdDocumentType } from '@common/contracts/pawn-loans';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { SIGNATURE_METHOD_LABELS } from '@common/signature-method';
import { DialogSection } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { DetailItem } from './detail-item';
import { DocumentCheck } from './document-check';
import { ID_DOCUMENT_LABELS } from './id-document-section';
import { IdDocumentFile } from './id-document-file';
import { ImagePreview } from '@/components/image-preview';
import { ReviewGuarantorSection } from './review-guarantor-section';

const idTypeLabel = (type: string | null) => (type ? (ID_DOCUMENT_LABELS[type as TIdDocumentType] ?? type) : null);

/** Guarantor, then the four documents each with its check (spec: Documents and Guarantor). */
export function ReviewDocumentsTab({ application: a, canReview }: { application: TPawnLoanListItem; canReview: boolean }) {
  return (
    <div className="grid gap-4">
      <ReviewGuarantorSection application={a} canReview={canReview} />
      <DialogSection title="Documents and Verification">
        <div className="grid gap-3 md:grid-cols-2">
          <DocumentCheck application={a} field="borrowerPhotoVerified" canReview={canReview}>
            {a.borrowerPhotoUrl && <ImagePreview src={documentUrlFor(a.borrowerPhotoUrl, 'review-dialog')} label="Borrower photo" className="size-36" />}
          </DocumentCheck>
          <DocumentCheck application={a} field="borrowerTrnPhotoVerified" canReview={canReview}>
            {a.borrowerTrnPhotoUrl && <ImagePreview src={documentUrlFor(a.borrowerTrnPhotoUrl, 'review-dialog')} label="TRN photo" className="h-36 w-full max-w-64" fit="contain" testId="review-trn-photo" />}
          </DocumentCheck>
          <DocumentCheck application={a} field="idDocumentVerified" canReview={canReview}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem label="Type">{idTypeLabel(a.idDocumentType)}</DetailItem>
              <DetailItem label="Number">{a.idDocumentNumber}</DetailItem>
              <DetailItem label="Expiry date">{a.idExpiryDate ? formatDate(a.idExpiryDate) : null}</DetailItem>
            </dl>
            {a.idDocumentUrl && <IdDocumentFile url={documentUrlFor(a.idDocumentUrl, 'review-dialog')} />}
          </DocumentCheck>
          <DocumentCheck application={a} field="borrowerSignatureVerified" canReview={canReview}>
            {a.borrowerSignatureUrl && <ImagePreview src={documentUrlFor(a.borrowerSignatureUrl, 'review-dialog')} label="Signature" className="h-28 w-full max-w-72" fit="contain" testId="review-signature" />}
            {/* A typed name or a photo is not a hand-drawn signature: staff may want to confirm it in person. */}
            {a.borrowerSignatureUrl && a.borrowerSignatureMethod !== 'drawn' && (
              <p className="text-sm font-medium" data-testid="review-signature-method" data-method={a.borrowerSignatureMethod}>
                {SIGNATURE_METHOD_LABELS[a.borrowerSignatureMethod]}
              </p>
            )}
          </DocumentCheck>
        </div>
      </DialogSection>
    </div>
  );
}
