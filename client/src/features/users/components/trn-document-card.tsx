import { Trash2 } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { ImagePreview } from '@/components/image-preview';
import { Button } from '@/components/ui/button';
import { OwnDocumentCard } from './own-document-card';
import { useSaveOwnDocument } from '../hooks/use-save-own-document';
import { ImageUploadButton } from '@/components/image-upload-button';

/** TRN Document (profile page): a photo of the person's TRN card; upload, replace, preview, 'Remove TRN Photo'. */
export function TrnDocumentCard({ user }: { user: TPublicUser }) {
  const { save, isSaving } = useSaveOwnDocument();
  const current = user.trnPhotoUrl;

  return (
    <OwnDocumentCard title="TRN Document" description="A clear photo of your Taxpayer Registration Number (TRN) card (JPEG, PNG or WebP, up to 10MB)." saved={Boolean(current)} isSaving={isSaving} testIdPrefix="trn">
      {current ? (
        <ImagePreview src={current} label="Your TRN document" className="aspect-[3/2] w-full max-w-[320px]" testId="trn-current" />
      ) : (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground" data-testid="trn-empty">
          No TRN photo uploaded yet.
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <ImageUploadButton
          label={current ? 'Replace TRN Photo' : 'Upload TRN Photo'}
          inputLabel="TRN photo file"
          onUploaded={(path) => save({ trnPhotoUrl: path })}
          disabled={isSaving}
          testId="trn-upload"
        />
        {current && (
          <Button variant="ghost" className="text-destructive" onClick={() => save({ trnPhotoUrl: '' })} disabled={isSaving} data-testid="trn-remove">
            <Trash2 aria-hidden="true" />
            Remove TRN Photo
          </Button>
        )}
      </div>
    </OwnDocumentCard>
  );
}
