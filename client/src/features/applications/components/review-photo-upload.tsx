import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MAX_UPLOAD_BYTES } from '@/lib/upload-object';
import { useUpdateApplicationPhoto } from '../api/update-application-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { UploadProgress } from '@/components/upload-progress';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const failed = (description: string) => toast({ title: 'Upload Failed', description, variant: 'destructive' });

/** Replaces the borrower photo: upload the image (with progress), then point the application at it. */
export function ReviewPhotoUpload({ applicationId, hasPhoto }: { applicationId: string; hasPhoto: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadPhoto();
  const attach = useUpdateApplicationPhoto();
  const busy = upload.isPending || attach.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      failed('Please choose a JPEG, PNG or WebP photo.');
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      failed('File size must be less than 10MB.');
      return;
    }
    setPercent(0);
    try {
      const { url } = await upload.mutateAsync({ file, onProgress: setPercent });
      await attach.mutateAsync({ id: applicationId, borrowerPhotoUrl: url });
      toast({ title: 'Photo Updated', description: 'The borrower photo was replaced; its check is back to pending.' });
    } catch (err) {
      failed(readErrorMessage(err) ?? 'Failed to upload the photo. Please try again.');
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="grid w-full gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Borrower photo file"
        onChange={(event) => void onFile(event)}
        data-testid="review-photo-input"
      />
      <Button type="button" variant="outline" size="sm" className="w-full" disabled={busy} onClick={() => input.current?.click()} data-testid="review-photo-upload">
        <ImageUp aria-hidden="true" />
        {busy ? 'Uploading...' : hasPhoto ? 'Replace Photo' : 'Upload Photo'}
      </Button>
      {percent !== null && <UploadProgress percent={percent} testId="review-photo-progress" />}
    </div>
  );
}
