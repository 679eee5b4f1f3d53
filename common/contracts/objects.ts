import { z } from 'zod';

/** POST /api/objects/upload: where to PUT the file (relative, on the page's own origin, with the local store; the bucket's URL with S3), and the path that names it once stored. */
export const ZUploadTargetResponse = z.object({ uploadURL: z.string(), objectPath: z.string() });
export type TUploadTargetResponse = z.infer<typeof ZUploadTargetResponse>;

/** PUT /objects/uploads/:id answer once the file is stored. */
export const ZUploadStoredResponse = z.object({ objectPath: z.string() });
export type TUploadStoredResponse = z.infer<typeof ZUploadStoredResponse>;

/** POST /api/upload-photo (staff, multipart field "photo"): the path the stored photo is read under. */
export const ZUploadPhotoResponse = z.object({ url: z.string() });
export type TUploadPhotoResponse = z.infer<typeof ZUploadPhotoResponse>;
