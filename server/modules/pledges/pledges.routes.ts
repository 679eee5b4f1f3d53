import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@common/contracts/fields';
import {
  ZBorrowerPledgesResponse,
  ZCreatePawnItemRequest,
  ZPawnItem,
  ZPawnItemParams,
  ZPlacePoliceHoldRequest,
  ZPledge,
  ZPledgeRegisterRequest,
  ZPledgeRegisterResponse,
  ZRedeemPledgeRequest,
  ZReleasePoliceHoldRequest,
  ZUpdatePawnItemRequest,
} from '@common/contracts/pledges';
import { paperOf, ZPaperQuery } from '@common/contracts/paper';
import { can, type TPermission } from '@common/permissions';
import type { TRole } from '@common/roles';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { createPawnItem, deletePawnItem, updatePawnItem } from './pawn-items.service';
import { getItemTagPdf, getPawnTicketPdf, type TPdfFile } from './pledge-documents.service';
import { getPledge, listOwnPledges } from './pledge-read.service';
import { getPledgeRegister } from './pledge-register.service';
import { placePoliceHold, releasePoliceHold } from './police-holds.service';
import { redeemPledge } from './redemption.service';

const ZTicketParams = z.object({ applicationNumber: z.string().max(40) });

// Who may act is checked before the body is: a guest gets 401 and a borrower 403 whatever they send.

async function staffOf(request: FastifyRequest, permission: TPermission = 'pledges.manage') {
  return { user: await requireUser(request, permission), ip: request.ip };
}

function sendPdf(reply: FastifyReply, file: TPdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Pledges (issue 31): items, the pledge, police holds, redemption, the register, the ticket and tags. */
export async function registerPledgeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = allowOnly('pledges.manage');

  r.post(
    '/api/pawn-loans/:id/items',
    { preValidation: manage, schema: { params: ZIdParams, body: ZCreatePawnItemRequest, response: { 201: ZPawnItem } } },
    async (request, reply) => reply.code(201).send(await createPawnItem(deps, { loanId: request.params.id, body: request.body, actor: await staffOf(request) })),
  );

  r.get('/api/pawn-loans/:id/pledge', { preValidation: manage, schema: { params: ZIdParams, response: { 200: ZPledge } } }, async (request) =>
    getPledge(ctx.db, request.params.id),
  );

  r.patch(
    '/api/pawn-items/:itemId',
    { preValidation: manage, schema: { params: ZPawnItemParams, body: ZUpdatePawnItemRequest, response: { 200: ZPawnItem } } },
    async (request) => updatePawnItem(deps, { itemId: request.params.itemId, body: request.body, actor: await staffOf(request) }),
  );

  r.delete('/api/pawn-items/:itemId', { preValidation: manage, schema: { params: ZPawnItemParams } }, async (request, reply) => {
    await deletePawnItem(deps, { itemId: request.params.itemId, actor: await staffOf(request) });
    return reply.code(204).send();
  });

  r.post(
    '/api/pawn-items/:itemId/police-hold',
    { preValidation: manage, schema: { params: ZPawnItemParams, body: ZPlacePoliceHoldRequest, response: { 200: ZPawnItem } } },
    async (request) => placePoliceHold(ctx.db, { itemId: request.params.itemId, body: request.body, actor: await staffOf(request) }),
  );

  r.delete(
    '/api/pawn-items/:itemId/police-hold',
    {
      preValidation: allowOnly('pledges.releaseHold'),
      schema: { params: ZPawnItemParams, body: ZReleasePoliceHoldRequest, response: { 200: ZPawnItem } },
    },
    async (request) => releasePoliceHold(ctx.db, { itemId: request.params.itemId, body: request.body, actor: await staffOf(request, 'pledges.releaseHold') }),
  );

  r.post(
    '/api/pawn-loans/:id/redeem',
    { preValidation: manage, schema: { params: ZIdParams, body: ZRedeemPledgeRequest, response: { 200: ZPledge } } },
    async (request) => redeemPledge(deps, { loanId: request.params.id, body: request.body, actor: await staffOf(request) }),
  );

  r.get(
    '/api/pledges',
    { preValidation: manage, schema: { querystring: ZPledgeRegisterRequest, response: { 200: ZPledgeRegisterResponse } } },
    async (request) => getPledgeRegister(ctx.db, request.query),
  );

  r.get('/api/borrower/pledges', { schema: { response: { 200: ZBorrowerPledgesResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPledges');
    return listOwnPledges(ctx.db, user.id);
  });

  // As the agreement: staff and the borrower whose loan it is; anyone else gets the 404 of a number that does not exist.
  r.get('/api/pawn-loans/:applicationNumber/ticket', { schema: { params: ZTicketParams, querystring: ZPaperQuery } }, async (request, reply) => {
    const user = await request.getUser();
    const reader = { staff: !!user && !user.mustChangePassword && can(user.role as TRole, 'pledges.manage'), userId: user && !user.mustChangePassword ? user.id : null };
    const input = { applicationNumber: request.params.applicationNumber, reader, paper: paperOf(request.query) };
    return sendPdf(reply, await getPawnTicketPdf({ db: ctx.db, shop: ctx.shop }, input));
  });

  r.get('/api/pawn-items/:itemId/tag', { preValidation: manage, schema: { params: ZPawnItemParams, querystring: ZPaperQuery } }, async (request, reply) =>
    sendPdf(reply, await getItemTagPdf(ctx.db, request.params.itemId, paperOf(request.query))),
  );
}
