import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { SignaturePadField } from '@/components/signature-pad-field';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { useImageUpload } from '@/lib/use-image-upload';

export type TDocumentEdits = { signatureUrl: string | null; trnPhotoUrl: string | null };

function SavedBadge({ saved, testId }: { saved: boolean; testId: string }) {
  return (
    <StatusBadge tone={saved ? 'success' : 'neutral'} data-testid={testId}>
      {saved ? 'Saved' : 'Not set'}
    </StatusBadge>
  );
}

/**
 * 'Update Documents' while editing a borrower: a new signature drawn on the pad and a new TRN photo,
 * both uploaded at once as the staff member's own files and put on the record by Save Changes.
 */
export function UpdateDocuments({ borrower, edits, onChange }: { borrower: TBorrowerSummary; edits: TDocumentEdits; onChange: (edits: TDocumentEdits) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { state: trnState, handleFile: chooseTrn } = useImageUpload((path) => onChange({ ...edits, trnPhotoUrl: path }));

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border border-border p-3" data-testid="update-documents">
      <legend className="px-1 text-sm font-semibold">Update Documents</legend>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Digital Signature</span>
          <SavedBadge saved={!!(edits.signatureUrl ?? borrower.signatureUrl)} testId="signature-badge" />
        </div>
        <SignaturePadField value={edits.signatureUrl} onChange={(path) => onChange({ ...edits, signatureUrl: path })} imageAlt="New signature (not saved yet)" />
      </div>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium" id={`${id}-trn`}>
            TRN Photo
          </span>
          <SavedBadge saved={!!(edits.trnPhotoUrl ?? borrower.trnPhotoUrl)} testId="trn-photo-badge" />
        </div>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" tabIndex={-1} aria-labelledby={`${id}-trn`} onChange={(e) => void chooseTrn(e)} data-testid="trn-photo-input" />
        {edits.trnPhotoUrl ? (
          <figure className="grid gap-2 rounded-md border border-border p-2" data-testid="trn-photo-new">
            <img src={edits.trnPhotoUrl} alt="New TRN photo" className="h-32 w-full rounded object-contain" />
            <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-warning-text">
              New TRN photo (not saved yet)
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ ...edits, trnPhotoUrl: null })}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </figcaption>
          </figure>
        ) : (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => fileInput.current?.click()} disabled={trnState.kind === 'uploading'} data-testid="trn-photo-choose">
            <ImageUp aria-hidden="true" />
            {trnState.kind === 'uploading' ? `Uploading... ${trnState.percent}%` : 'Upload TRN Photo'}
          </Button>
        )}
        {trnState.kind === 'failed' && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {trnState.message}
          </p>
        )}
      </div>
    </fieldset>
  );
}
