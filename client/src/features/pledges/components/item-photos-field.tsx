import { X } from 'lucide-react';
import { MAX_ITEM_PHOTOS } from '@common/contracts/pledges';
import { ImagePreview } from '@/components/image-preview';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Button } from '@/components/ui/button';

type TProps = {
  id: string;
  photos: string[];
  onChange: (photos: string[]) => void;
  disabled: boolean;
  /** The form's marks on the add button while the photos are what is missing. */
  invalid: boolean;
  errorId: string;
};

/** One to six photos of the item, taken with the phone's back camera or chosen from files. */
export function ItemPhotosField({ id, photos, onChange, disabled, invalid, errorId }: TProps) {
  const full = photos.length >= MAX_ITEM_PHOTOS;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`} data-testid="pawn-item-photos">
      <legend className="text-sm font-medium">
        Photos <span aria-hidden="true">*</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {photos.length} of {MAX_ITEM_PHOTOS}: every side, the serial number and any marks.
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Item photos">
          {photos.map((src, index) => (
            <li key={src} className="relative">
              <ImagePreview src={src} label={`Item photo ${index + 1}`} className="aspect-square w-full" testId="pawn-item-photo" />
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="absolute -top-2 -right-2 size-7 rounded-full"
                onClick={() => onChange(photos.filter((p) => p !== src))}
                disabled={disabled}
                aria-label={`Remove item photo ${index + 1}`}
                data-testid="pawn-item-photo-remove"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <ImageUploadButton
          label={photos.length === 0 ? 'Add Photo' : 'Add Another Photo'}
          inputLabel="Item photo file"
          camera="environment"
          onUploaded={(path) => onChange([...photos, path].slice(0, MAX_ITEM_PHOTOS))}
          disabled={disabled}
          testId="pawn-item-photo-upload"
          chooseProps={invalid ? { 'aria-invalid': true, 'aria-errormessage': errorId, 'data-focus-target': 'photoUrls' } : { 'data-focus-target': 'photoUrls' }}
        />
      )}
    </fieldset>
  );
}
