import type { TOwnProfileRequest } from '@common/contracts/own-profile';
import { isNetworkError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';

/** Saves the person's own signature or TRN photo with the spec's toasts ('Profile Updated' / 'Update Failed'). */
export function useSaveOwnDocument() {
  const mutation = useUpdateOwnProfile();
  const save = (body: TOwnProfileRequest, onSaved?: () => void) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
        onSaved?.();
      },
      onError: (err) =>
        toast({
          title: 'Update Failed',
          description: isNetworkError(err) ? 'Failed to update profile: the server could not be reached. Please try again.' : err.message,
          variant: 'destructive',
        }),
    });
  return { save, isSaving: mutation.isPending };
}
