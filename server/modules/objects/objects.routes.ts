import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentAccessViaOf } from '@common/contracts/borrower-documents';
import { ZIdParams } from '@common/contracts/fields';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import type { TAppContext } from '../../app-context';
import { actorOf } from '../../lib/auth-guard';
import { issueUploadTarget, manageBucketCors, openUpload, receiveUpload, type TObjectDeps } from './objects.service';

// Guests have no session, so their uploads are tied to this random cookie instead.
const VISITOR_COOKIE = 'pawnbook_vid';
const VISITOR_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_MAX_AGE_SECONDS = 30 * 24 * 3600;

export function readVisitorId(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  return value && VISITOR_FORMAT.test(value) ? value : null;
}

function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = readVisitorId(request);
  if (known) return known;
  const visitorId = randomBytes(32).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitorId, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: VISITOR_MAX_AGE_SECONDS });
  return visitorId;
}

const ZUploadQuery = z.object({ token: z.string().optional(), expires: z.string().optional() });
const ZReadQuery = z.object({ via: z.string().optional() });

export async function registerObjectRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps: TObjectDeps = { db: ctx.db, store: ctx.objectStore };
  const limits = { perVisitorPerHour: ctx.env.UPLOAD_URLS_PER_VISITOR_PER_HOUR, perIpPerHour: ctx.env.UPLOAD_URLS_PER_IP_PER_HOUR };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Browsers PUT straight to the bucket, so it must allow this site's origin; opt-in, as it
  // replaces the bucket's CORS configuration. A failure stops the start rather than every upload.
  await manageBucketCors(ctx.objectStore, ctx.env);

  r.post('/api/objects/upload', { schema: { response: { 200: ZUploadTargetResponse } } }, async (request, reply) => {
    const user = await request.getUser();
    const visitorId = user ? null : ensureVisitorId(request, reply, ctx.env.secureCookies);
    return issueUploadTarget(deps, { uploader: { userId: user?.id ?? null, visitorId }, ip: request.ip, limits });
  });

  // The file itself: any content type, streamed rather than buffered. The signed token authorizes
  // it (and, as every mutating request, it must come from this site); its parser lives only inside this plugin.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/objects/uploads/:id',
      { schema: { params: ZIdParams, querystring: ZUploadQuery, response: { 200: ZUploadStoredResponse } } },
      async (request) => {
        const length = Number(request.headers['content-length']);
        return receiveUpload(deps, {
          id: request.params.id,
          token: request.query.token,
          declaredLength: Number.isFinite(length) ? length : null,
          source: request.body instanceof Readable ? request.body : Readable.from([]),
        });
      },
    );
  });

  // `via` names the screen showing the document, for the access log of staff reads; a stable value
  // per screen, so the browser's cache still keys on one URL per document and screen.
  r.get('/objects/uploads/:id', { schema: { params: ZIdParams, querystring: ZReadQuery } }, async (request, reply) => {
    const { actor, user } = await actorOf(request);
    const file = await openUpload(deps, {
      id: request.params.id,
      actor,
      reader: { userId: user?.id ?? null, visitorId: readVisitorId(request) },
      // HEAD (the review dialog asks an ID document's type) answers no bytes: not a read of the document.
      staff: user && request.method === 'GET' ? { userId: user.id, email: user.email } : null,
      via: documentAccessViaOf(request.query.via),
      ifNoneMatch: request.headers['if-none-match'],
      onAccessLogError: (error) => request.log.error({ err: error, objectId: request.params.id }, 'document access log could not be written; read refused'),
    });
    // A logged read may be kept, but is asked for again at every showing, so each one is logged.
    const caching = file.notModified || file.logged ? 'private, no-cache' : 'private, max-age=3600';
    reply.header('cache-control', caching).header('x-content-type-options', 'nosniff');
    if (file.notModified) return reply.code(304).header('etag', file.etag).send();
    if (file.logged) reply.header('etag', file.etag);
    reply.header('content-type', file.contentType).header('content-disposition', 'inline');
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply.send(file.stream);
  });

}
