import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApplicationBorrowerRecord, ZBorrowerChangeDecisionRequest } from '@common/contracts/borrower-changes';
import { ZDeletedResponse, ZSuperAdminCredentials } from '@common/contracts/credentials';
import { ZIdParams } from '@common/contracts/fields';
import {
  ZApplicationPhotoRequest,
  ZPawnLoanDetailResponse,
  ZPawnLoanUpdatedResponse,
  ZPaymentFrequencyRequest,
  ZStatusUpdateRequest,
  ZVerificationRequest,
} from '@common/contracts/pawn-loan-review';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { createDeviceCookies, throttlePolicyOf } from '../auth';
import { deletePawnLoan } from './pawn-loan-delete.service';
import { replaceBorrowerPhoto } from './pawn-loan-photo.service';
import { decideBorrowerChange, getPawnLoanReview, linkApplicationToBorrower } from './pawn-loan-borrower-changes.service';
import { changePaymentFrequency, changeStatus, setVerification, type TReviewer } from './pawn-loan-review.service';

const updated = { 200: ZPawnLoanUpdatedResponse };
const borrowerRecord = { 200: ZApplicationBorrowerRecord };

async function reviewerOf(request: FastifyRequest): Promise<TReviewer> {
  return { user: await requireUser(request, 'applications.review'), ip: request.ip };
}

/** Staff review of one application: read, status, frequency, document checks, photo, borrower changes and link, delete. */
export async function registerPawnLoanReviewRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const objectDeps = { db: ctx.db, store: ctx.objectStore };
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/pawn-loans/:id', { schema: { params: ZIdParams, response: { 200: ZPawnLoanDetailResponse } } }, async (request) => {
    await requireUser(request, 'applications.read');
    return getPawnLoanReview(ctx.db, request.params.id);
  });

  // Changes the application proposes to the borrower record: accepting one edits the record.
  r.post(
    '/api/pawn-loans/:id/borrower-changes',
    { schema: { params: ZIdParams, body: ZBorrowerChangeDecisionRequest, response: borrowerRecord } },
    async (request) =>
      decideBorrowerChange(ctx.db, { id: request.params.id, body: request.body, actor: { user: await requireUser(request, 'borrowers.manage'), ip: request.ip } }),
  );

  r.post('/api/pawn-loans/:id/borrower-link', { schema: { params: ZIdParams, response: borrowerRecord } }, async (request) =>
    linkApplicationToBorrower(ctx.db, { id: request.params.id, actor: await reviewerOf(request) }),
  );

  r.patch('/api/pawn-loans/:id/status', { schema: { params: ZIdParams, body: ZStatusUpdateRequest, response: updated } }, async (request) =>
    changeStatus(ctx.db, { id: request.params.id, body: request.body, reviewer: await reviewerOf(request) }),
  );

  r.patch(
    '/api/pawn-loans/:id/payment-frequency',
    { schema: { params: ZIdParams, body: ZPaymentFrequencyRequest, response: updated } },
    async (request) => changePaymentFrequency(ctx.db, { id: request.params.id, body: request.body, reviewer: await reviewerOf(request) }),
  );

  r.patch(
    '/api/pawn-loans/:id/verification',
    { schema: { params: ZIdParams, body: ZVerificationRequest, response: updated } },
    async (request) => setVerification(ctx.db, { id: request.params.id, body: request.body, reviewer: await reviewerOf(request) }),
  );

  r.patch('/api/pawn-loans/:id/photo', { schema: { params: ZIdParams, body: ZApplicationPhotoRequest, response: updated } }, async (request) =>
    replaceBorrowerPhoto(objectDeps, { id: request.params.id, body: request.body, reviewer: await reviewerOf(request) }),
  );

  // The credentials travel in a JSON body on DELETE (spec staff-area section 7); a missing body
  // reaches the service, which answers 401 with the one "required" message.
  r.delete(
    '/api/pawn-loans/:id',
    { schema: { params: ZIdParams, body: ZSuperAdminCredentials.nullish(), response: { 200: ZDeletedResponse } } },
    async (request) => {
      const user = await requireUser(request, 'applications.delete');
      return deletePawnLoan(
        { ...objectDeps, throttle: throttlePolicyOf(ctx.env) },
        {
          id: request.params.id,
          credentials: request.body,
          reviewer: { user, ip: request.ip },
          device: devices.deviceOf(request, request.body?.email ?? ''),
          onFileError: (key, error) => request.log.warn({ err: error, key }, 'deleted application: stored file could not be removed'),
        },
      );
    },
  );
}
