import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@common/contracts/fields';
import {
  ZGuaranteeDecisionRequest,
  ZGuaranteeDecisionResponse,
  ZGuaranteeTermsResponse,
  ZGuaranteedLoansResponse,
  ZGuaranteeTokenParams,
  ZGuarantorEmailRequest,
  ZGuarantorInvitationResponse,
  ZPaperConsentRequest,
} from '@common/contracts/guarantees';
import { ZPawnLoanUpdatedResponse } from '@common/contracts/pawn-loan-review';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { readVisitorId } from '../objects';
import { listGuaranteedLoans } from './guaranteed-loans.service';
import { decideGuarantee, getGuaranteePdfByLink, getGuaranteePdfForStaff, readGuaranteeTerms, type TPdfFile } from './guarantee-link.service';
import { changeGuarantorEmail, inviteGuarantor, recordPaperConsent } from './guarantees.service';

const ZApplicationNumberParams = z.object({ applicationNumber: z.string().max(40) });

// Who may act is checked before the body is: a guest gets 401 and a borrower 403 whatever they send.

async function staffOf(request: FastifyRequest) {
  return { user: await requireUser(request, 'applications.review'), ip: request.ip };
}

function sendPdf(reply: FastifyReply, file: TPdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Guarantor consent (issue 33): staff invite or record paper, the guarantor answers through their link. */
export async function registerGuaranteeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore, shop: ctx.shop, appUrl: ctx.env.APP_URL.replace(/\/+$/, '') };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = allowOnly('applications.review');

  r.post(
    '/api/pawn-loans/:id/guarantor-invitation',
    { preValidation: review, schema: { params: ZIdParams, response: { 201: ZGuarantorInvitationResponse } } },
    async (request, reply) => reply.code(201).send(await inviteGuarantor(deps, { id: request.params.id, actor: await staffOf(request) })),
  );

  r.patch(
    '/api/pawn-loans/:id/guarantor-email',
    { preValidation: review, schema: { params: ZIdParams, body: ZGuarantorEmailRequest, response: { 200: ZPawnLoanUpdatedResponse } } },
    async (request) => changeGuarantorEmail(deps, { id: request.params.id, body: request.body, actor: await staffOf(request) }),
  );

  r.post(
    '/api/pawn-loans/:id/guarantor-consent/paper',
    { preValidation: review, schema: { params: ZIdParams, body: ZPaperConsentRequest, response: { 200: ZPawnLoanUpdatedResponse } } },
    async (request) => recordPaperConsent(deps, { id: request.params.id, body: request.body, actor: await staffOf(request) }),
  );

  r.get(
    '/api/pawn-loans/:applicationNumber/guarantee',
    { preValidation: allowOnly('applications.read'), schema: { params: ZApplicationNumberParams } },
    async (request, reply) => sendPdf(reply, await getGuaranteePdfForStaff(deps, request.params.applicationNumber)),
  );

  // The Borrowers tab: the loans a person guarantees (matched by TRN) and what is owed on them.
  r.get(
    '/api/admin/borrowers/:id/guaranteed-loans',
    { preValidation: allowOnly('borrowers.read'), schema: { params: ZIdParams, response: { 200: ZGuaranteedLoansResponse } } },
    async (request) => listGuaranteedLoans(ctx.db, request.params.id),
  );

  // The guarantor's own link: no sign-in; the token is the key (random, hashed at rest, single use).
  r.get('/api/guarantee/:token', { schema: { params: ZGuaranteeTokenParams, response: { 200: ZGuaranteeTermsResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return readGuaranteeTerms(deps, request.params.token);
  });

  r.post(
    '/api/guarantee/:token',
    { schema: { params: ZGuaranteeTokenParams, body: ZGuaranteeDecisionRequest, response: { 200: ZGuaranteeDecisionResponse } } },
    async (request) => {
      const user = await request.getUser();
      const uploader = { userId: user?.id ?? null, visitorId: readVisitorId(request) };
      return decideGuarantee(deps, { token: request.params.token, body: request.body, uploader, ip: request.ip });
    },
  );

  r.get('/api/guarantee/:token/pdf', { schema: { params: ZGuaranteeTokenParams } }, async (request, reply) =>
    sendPdf(reply, await getGuaranteePdfByLink(deps, request.params.token)),
  );
}
