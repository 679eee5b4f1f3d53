import { useState } from 'react';
import { ImageOff, ZoomIn } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

type TProps = {
  src: string;
  /** What the picture is ("Borrower photo"): the alt text and the enlarged view's title. */
  label: string;
  /** The thumbnail's size and shape. */
  className?: string;
  /** Signatures are drawn on white and must not be cropped. */
  fit?: 'cover' | 'contain';
  testId?: string;
};

/** A stored picture as a thumbnail that opens full size; a file that will not load says so instead. */
export function ImagePreview({ src, label, className, fit = 'cover', testId }: TProps) {
  // Keyed by address: a replaced photo gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${label}: photo not found`}
        className={cn('grid place-items-center gap-1 rounded-md border border-dashed border-border bg-muted p-2 text-center text-xs text-muted-foreground', className)}
        data-testid={testId ? `${testId}-missing` : undefined}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        Photo not found
      </div>
    );
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className={cn('group relative overflow-hidden rounded-md border border-border bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
          aria-label={`Enlarge ${label.toLowerCase()}`}
          data-testid={testId}
        >
          <img src={src} alt={label} className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')} onError={() => setFailedSrc(src)} />
          <span className="absolute right-1 bottom-1 rounded bg-black/60 p-1 text-white opacity-80 group-hover:opacity-100" aria-hidden="true">
            <ZoomIn className="size-3.5" />
          </span>
        </button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription className="sr-only">The full-size picture.</DialogDescription>
        </DialogHeader>
        <img src={src} alt={label} className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-md bg-white object-contain" />
      </DialogContent>
    </Dialog>
  );
}
