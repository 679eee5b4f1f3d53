import { documentUrlFor } from '@common/contracts/borrower-documents';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { formatDate } from '@/lib/format';
import { idDocumentTypeLabel } from '../utils/borrower-display';
import { BorrowerGuaranteedLoans } from './borrower-guaranteed-loans';
import { DocumentCheck } from './document-check';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

/** Documents and Guarantor: the four documents with their checks, then the guarantor of the latest application. */
export function BorrowerDocuments({ borrower }: { borrower: TBorrowerDetail }) {
  const { photo, trn, signature, idDocument } = borrower.documents;
  const id = borrower.id;
  return (
    <div className="grid gap-5" data-testid="borrower-documents">
      <div className="grid gap-3 md:grid-cols-2">
        <DocumentCheck borrowerId={id} type="trn" document={trn} emptyText="No TRN photo provided" />
        <DocumentCheck borrowerId={id} type="signature" document={signature} emptyText="No signature provided" />
        <DocumentCheck borrowerId={id} type="idDocument" document={idDocument} emptyText="No ID document provided" noPreviewText="No preview (a PDF opens below)">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            <Fact label="Type" value={idDocumentTypeLabel(idDocument.type)} />
            <Fact label="Number" value={idDocument.number} />
            <Fact label="Expires" value={idDocument.expiryDate ? formatDate(idDocument.expiryDate) : null} />
          </dl>
          {/* The ID document may be a PDF, which no <img> shows: the stored file opens in its own tab. */}
          {idDocument.url && (
            <a href={documentUrlFor(idDocument.url, 'borrower-details')} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-primary underline underline-offset-2">
              Open ID document
            </a>
          )}
        </DocumentCheck>
        <DocumentCheck borrowerId={id} type="photo" document={photo} emptyText="No photo provided" />
      </div>
      <section className="grid gap-3 rounded-lg border border-border p-4" aria-labelledby="borrower-guarantor" data-testid="borrower-guarantor">
        <h4 id="borrower-guarantor" className="font-semibold">
          Guarantor
        </h4>
        {borrower.guarantor ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label="Name" value={borrower.guarantor.name} />
            <Fact label="Phone" value={borrower.guarantor.phone} />
            <Fact label="TRN" value={borrower.guarantor.trn} />
            <Fact label="Address" value={borrower.guarantor.address} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No guarantor on the latest application.</p>
        )}
      </section>
      <BorrowerGuaranteedLoans borrowerId={id} />
    </div>
  );
}
