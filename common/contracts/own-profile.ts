import { z } from 'zod';
import { text, UPLOAD_PATH } from './fields';

const documentPath = (label: string) =>
  text(label)
    .trim()
    .max(500, { error: `${label} must be at most 500 characters` })
    .refine((value) => value === '' || UPLOAD_PATH.test(value), {
      error: `${label} must be the path of a file you uploaded (/objects/uploads/...), or empty to remove it`,
    });

/**
 * PUT /api/auth/user/profile: the signed-in person's own signature and TRN photo. Each is optional;
 * an empty string removes it; a path must be the caller's own upload, not yet used anywhere.
 */
export const ZOwnProfileRequest = z
  .object({
    signatureUrl: documentPath('Signature').optional(),
    trnPhotoUrl: documentPath('TRN photo').optional(),
  })
  .refine((body) => body.signatureUrl !== undefined || body.trnPhotoUrl !== undefined, {
    error: 'Nothing to update: send signatureUrl or trnPhotoUrl (an empty string removes it)',
  });
export type TOwnProfileRequest = z.infer<typeof ZOwnProfileRequest>;

export const OWN_PROFILE_MESSAGES = {
  /** The same answer for an unknown upload and someone else's, so ids cannot be probed. */
  uploadNotFound: (label: string) => `The ${label} upload was not found. Please upload it again.`,
  uploadInUse: (label: string) => `This ${label} upload is already in use. Please upload the file again.`,
  sameUpload: 'The signature and the TRN photo must be different uploads. Please upload them again.',
} as const;

/**
 * PUT /api/auth/user/name: a staff member's own first and last name (staff and it; a borrower's name
 * is their loan records', kept by staff). An empty last name is none.
 */
export const ZOwnNameRequest = z.object({
  firstName: text('First name')
    .trim()
    .min(1, { error: 'First name is required' })
    .max(100, { error: 'First name must be at most 100 characters' }),
  lastName: text('Last name')
    .trim()
    .max(100, { error: 'Last name must be at most 100 characters' }),
});
export type TOwnNameRequest = z.infer<typeof ZOwnNameRequest>;
