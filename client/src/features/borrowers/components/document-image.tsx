import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { documentUrlFor } from '@common/contracts/borrower-documents';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type TProps = { url: string; label: string; /** Said when the picture will not load (a PDF has no picture). */ failedText?: string };

/** A document's picture from its /objects/... path: click to enlarge; 'Photo not found' when it will not load. */
export function DocumentImage({ url, label, failedText = 'Photo not found' }: TProps) {
  const [failed, setFailed] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  // The read is logged as this screen's (the access log); one stable address per document here.
  const src = documentUrlFor(url, 'borrower-details');

  if (failed) {
    return (
      <div className="grid h-32 place-items-center rounded-md border border-dashed border-border bg-muted text-sm text-muted-foreground" data-testid="document-missing">
        <span className="flex items-center gap-2">
          <ImageOff className="size-4" aria-hidden="true" />
          {failedText}
        </span>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        className="block w-full overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Enlarge ${label}`}
      >
        <img src={src} alt={label} className="h-32 w-full object-contain" onError={() => setFailed(true)} data-testid="document-image" />
      </button>
      <Dialog open={enlarged} onOpenChange={setEnlarged}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>The stored document at full size.</DialogDescription>
          </DialogHeader>
          <img src={src} alt={label} className="max-h-[70vh] w-full object-contain" onError={() => setFailed(true)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
