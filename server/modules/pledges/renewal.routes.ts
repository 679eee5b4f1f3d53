import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '@common/contracts/fields';
import { ZRenewalQuote, ZRenewPledgeRequest, ZRenewPledgeResponse } from '@common/contracts/pledge-renewal';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import type { TAfterPayment } from '../payments';
import { getRenewalQuote, renewPledge } from './renewal.service';

// Who may act is checked before the body is: a guest gets 401 and a borrower or IT 403 whatever they send.
const manage = allowOnly('pledges.manage');

/** Renewal (issue 32): what it asks today, and the renewal itself. */
export async function registerRenewalRoutes(app: FastifyInstance, ctx: TAppContext, options: { afterPayment?: TAfterPayment } = {}): Promise<void> {
  const deps = { db: ctx.db, shop: ctx.shop, afterPayment: options.afterPayment };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/pawn-loans/:id/renewal', { preValidation: manage, schema: { params: ZIdParams, response: { 200: ZRenewalQuote } } }, async (request) =>
    getRenewalQuote(deps, request.params.id),
  );

  r.post(
    '/api/pawn-loans/:id/renew',
    { preValidation: manage, schema: { params: ZIdParams, body: ZRenewPledgeRequest, response: { 201: ZRenewPledgeResponse } } },
    async (request, reply) =>
      reply.code(201).send(await renewPledge(deps, { loanId: request.params.id, body: request.body, actor: { user: await requireUser(request, 'pledges.manage'), ip: request.ip } })),
  );
}
