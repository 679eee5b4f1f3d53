import { ImageUploadButton } from '@/components/image-upload-button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateApplicationPhoto } from '../api/update-application-photo';

/** Replaces the borrower photo: upload the image (with progress), then point the application at it. */
export function ReviewPhotoUpload({ applicationId, hasPhoto }: { applicationId: string; hasPhoto: boolean }) {
  const attach = useUpdateApplicationPhoto();
  const onUploaded = (borrowerPhotoUrl: string) =>
    attach.mutate(
      { id: applicationId, borrowerPhotoUrl },
      {
        onSuccess: () => toast({ title: 'Photo Updated', description: 'The borrower photo was replaced; its check is back to pending.' }),
        onError: (err) => toast({ title: 'Upload Failed', description: readErrorMessage(err) ?? 'Failed to attach the photo. Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <ImageUploadButton
      label={attach.isPending ? 'Saving...' : hasPhoto ? 'Replace Photo' : 'Upload Photo'}
      inputLabel="Borrower photo file"
      onUploaded={onUploaded}
      disabled={attach.isPending}
      camera="user"
      testId="review-photo"
    />
  );
}
