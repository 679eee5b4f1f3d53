import { ExternalLink, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useObjectContentType } from '../api/get-object-content-type';
import { ImagePreview } from '@/components/image-preview';

/** The ID document as the store holds it: an image previews inline, a PDF opens in a new tab. */
export function IdDocumentFile({ url }: { url: string }) {
  const type = useObjectContentType(url);

  if (type.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading document...
      </p>
    );
  }
  if (type.isError) {
    return (
      <p className="text-sm text-destructive" data-testid="review-id-document-missing">
        Document not found.
      </p>
    );
  }
  if (type.data.startsWith('image/')) {
    return <ImagePreview src={url} label="ID document" className="h-36 w-full max-w-64" fit="contain" testId="review-id-document-image" />;
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted/60 p-3">
      <FileText className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="text-sm">{type.data === 'application/pdf' ? 'PDF document' : 'Document'}</span>
      <Button asChild variant="outline" size="sm">
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="review-id-document-open">
          <ExternalLink aria-hidden="true" />
          Open document
        </a>
      </Button>
    </div>
  );
}
