import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUploadPhotoResponse } from '@common/contracts/objects';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './objects.service';
import { PHOTO_MISSING, storeStaffPhoto } from './photo-upload.service';

const PHOTO_UNREADABLE = 'The photo could not be read. Please try the upload again.';

/** The bytes of the form's "photo" file; every way a body can fail to be one answers 4xx. */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', PHOTO_MISSING);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw new AppError('BAD_REQUEST', PHOTO_MISSING);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    // Everything else here is a malformed or cut-off body (busboy, part limits): the client's doing.
    throw new AppError('BAD_REQUEST', PHOTO_UNREADABLE);
  }
}

export async function registerPhotoUploadRoute(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore };
  // Multipart is parsed only inside this plugin: every other route keeps refusing it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/upload-photo', { schema: { response: { 200: ZUploadPhotoResponse } } }, async (request) => {
        // Checked before a byte of the body is read.
        const user = await requireUser(request, 'objects.uploadPhoto');
        return storeStaffPhoto(deps, { actor: { user, ip: request.ip }, bytes: await readPhotoField(request) });
      });
  });
}
