import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBankAccountRequest,
  ZBorrowerDetail,
  ZBorrowerExportRequest,
  ZBorrowerListRequest,
  ZBorrowerListResponse,
  ZBorrowerProfileRequest,
  ZBorrowerSearchRequest,
  ZBorrowerSearchResponse,
  ZBorrowerSummary,
  ZCreateBorrowerRequest,
  ZCreditStatusRequest,
  ZDocumentVerificationRequest,
} from '@common/contracts/borrowers';
import { ZAccessLogRequest, ZAccessLogResponse, ZBorrowerDocumentRequest } from '@common/contracts/borrower-documents';
import { ZDeletedResponse, ZSuperAdminCredentials, type TSuperAdminCredentials } from '@common/contracts/credentials';
import { ZIdParams } from '@common/contracts/fields';
import type { TPermission } from '@common/permissions';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { replyPolled } from '../../lib/http-cache';
import type { TAuditActor } from '../audit';
import { readAccessLog } from './borrower-access-log.service';
import { deleteBorrower, type TConfirmSuperAdmin } from './borrower-delete.service';
import { putBorrowerDocument } from './borrower-documents.service';
import { exportBorrower } from './borrower-export.service';
import { updateBorrowerProfile } from './borrower-profile.service';
import { createBorrower, setBankAccount, setCreditStatus, setDocumentVerification } from './borrowers-edit.service';
import { createBorrowerCountsMemo, createBorrowerPages, getBorrowerDetail, listBorrowers, searchBorrowers } from './borrowers-read.service';

// `{email}` is the record's e-mail, or its id when the e-mail names several records.
const ZEmailParams = z.object({ email: z.string().max(300) });

/**
 * The super admin check app.ts hands in (auth builds on borrowers, so borrowers cannot import it).
 * It takes the request to read the browser's device cookie for the e-mail given, as every
 * confirmation does.
 */
export type TSuperAdminCheck = (credentials: TSuperAdminCredentials | null | undefined, ip: string, request: FastifyRequest) => Promise<{ email: string }>;

async function actorOf(request: FastifyRequest, permission: TPermission): Promise<TAuditActor> {
  return { user: await requireUser(request, permission), ip: request.ip };
}

/** The staff Borrowers tab (spec staff-area "Borrowers tab" and section 7). */
export async function registerBorrowerRoutes(app: FastifyInstance, ctx: TAppContext, wiring: { confirmSuperAdmin: TSuperAdminCheck }): Promise<void> {
  /** The check as the services ask for it, bound to this request. */
  const confirmFor =
    (request: FastifyRequest): TConfirmSuperAdmin =>
    (credentials, ip) =>
      wiring.confirmSuperAdmin(credentials, ip, request);
  const memo = createBorrowerCountsMemo();
  const uploads = { db: ctx.db, store: ctx.objectStore };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/borrowers/search', { schema: { querystring: ZBorrowerSearchRequest, response: { 200: ZBorrowerSearchResponse } } }, async (request) => {
    await requireUser(request, 'borrowers.read');
    return searchBorrowers(ctx.db, request.query.q);
  });

  const listDeps = { db: ctx.db, changes: ctx.changes, version: ctx.version, memo, pages: createBorrowerPages() };
  r.get('/api/admin/borrowers', { schema: { querystring: ZBorrowerListRequest, response: { 200: ZBorrowerListResponse, 304: z.undefined() } } }, async (request, reply) => {
    await requireUser(request, 'borrowers.read');
    return replyPolled(reply, await listBorrowers(listDeps, { query: request.query, ifNoneMatch: request.headers['if-none-match'] }));
  });

  r.get('/api/admin/borrowers/:id', { schema: { params: ZIdParams, response: { 200: ZBorrowerDetail } } }, async (request) => {
    await requireUser(request, 'borrowers.read');
    return getBorrowerDetail(ctx.db, request.params.id);
  });

  // A download: the browser saves it as a file named after the record (?format=pdf: the readable summary).
  r.get('/api/admin/borrowers/:id/export', { schema: { params: ZIdParams, querystring: ZBorrowerExportRequest } }, async (request, reply) => {
    const actor = await actorOf(request, 'borrowers.export');
    const file = await exportBorrower({ db: ctx.db, shop: ctx.shop }, { key: request.params.id, actor, format: request.query.format });
    return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  });

  r.get('/api/admin/borrowers/:id/access-log', { schema: { params: ZIdParams, querystring: ZAccessLogRequest, response: { 200: ZAccessLogResponse } } }, async (request) => {
    await requireUser(request, 'borrowers.accessLog');
    return readAccessLog(ctx.db, { key: request.params.id, query: request.query });
  });

  r.post('/api/admin/borrowers', { schema: { body: ZCreateBorrowerRequest, response: { 201: ZBorrowerSummary } } }, async (request, reply) => {
    const summary = await createBorrower(ctx.db, { body: request.body, actor: await actorOf(request, 'borrowers.manage') });
    return reply.code(201).send(summary);
  });

  r.put(
    '/api/admin/borrower/:email/document-verification',
    { schema: { params: ZEmailParams, body: ZDocumentVerificationRequest, response: { 200: ZBorrowerSummary } } },
    async (request) => setDocumentVerification(ctx.db, { key: request.params.email, body: request.body, actor: await actorOf(request, 'borrowers.manage') }),
  );

  r.put(
    '/api/admin/borrower/:email/profile',
    { schema: { params: ZEmailParams, body: ZBorrowerProfileRequest, response: { 200: ZBorrowerSummary } } },
    async (request) => updateBorrowerProfile(uploads, { key: request.params.email, body: request.body, actor: await actorOf(request, 'borrowers.manage') }),
  );

  // Manage Documents: the super admin's e-mail and password travel in the same body.
  r.put('/api/admin/borrower-documents', { schema: { body: ZBorrowerDocumentRequest, response: { 200: ZBorrowerSummary } } }, async (request) =>
    putBorrowerDocument({ ...uploads, confirmSuperAdmin: confirmFor(request) }, { body: request.body, actor: await actorOf(request, 'borrowers.manage') }),
  );

  r.put(
    '/api/admin/borrower/:email/credit-status',
    { schema: { params: ZEmailParams, body: ZCreditStatusRequest, response: { 200: ZBorrowerSummary } } },
    async (request) => setCreditStatus(ctx.db, { key: request.params.email, body: request.body, actor: await actorOf(request, 'borrowers.creditStatus') }),
  );

  r.patch(
    '/api/borrowers/:email/bank-account',
    { schema: { params: ZEmailParams, body: ZBankAccountRequest, response: { 200: ZBorrowerSummary } } },
    async (request) => setBankAccount(ctx.db, { key: request.params.email, body: request.body, actor: await actorOf(request, 'borrowers.manage') }),
  );

  // The credentials travel in a JSON body on DELETE, as the other deletes do; a missing body
  // reaches the service, which answers 401 with the one "required" message.
  r.delete(
    '/api/admin/borrowers/:id',
    { schema: { params: ZIdParams, body: ZSuperAdminCredentials.nullish(), response: { 200: ZDeletedResponse } } },
    async (request) =>
      deleteBorrower(
        { db: ctx.db, store: ctx.objectStore, confirmSuperAdmin: confirmFor(request) },
        {
          id: request.params.id,
          credentials: request.body,
          actor: await actorOf(request, 'borrowers.delete'),
          onFileError: (key, error) => request.log.warn({ err: error, key }, 'deleted borrower: stored file could not be removed'),
        },
      ),
  );
}
