import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCounterPawnRequest, ZCounterPawnResponse } from '@common/contracts/counter';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { createCounterPawn } from './counter.service';

/** The counter (issue 43): a walk-in pawned on pawn terms. */
export async function registerCounterRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore, shop: ctx.shop };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Who may is checked before the body: a guest hears 401, a borrower 403, whatever they sent.
  r.post(
    '/api/counter/pawns',
    { preValidation: allowOnly('counter.pawn'), schema: { body: ZCounterPawnRequest, response: { 201: ZCounterPawnResponse, 202: ZCounterPawnResponse } } },
    async (request, reply) => {
      const staff = { user: await requireUser(request, 'counter.pawn'), ip: request.ip };
      const result = await createCounterPawn(deps, { body: request.body, staff });
      return reply.code(result.created ? 201 : 202).send(result.body);
    },
  );
}
