import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPawnLoanListRequest, ZPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { replyPolled } from '../../lib/http-cache';
import { createPawnLoanPages, listPawnLoans } from './pawn-loans-list.service';

export async function registerPawnLoanListRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, changes: ctx.changes, version: ctx.version, pages: createPawnLoanPages() };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/pawn-loans', { schema: { querystring: ZPawnLoanListRequest, response: { 200: ZPawnLoanListResponse, 304: z.undefined() } } }, async (request, reply) => {
      await requireUser(request, 'applications.read');
      return replyPolled(reply, await listPawnLoans(deps, { query: request.query, ifNoneMatch: request.headers['if-none-match'] }));
    });
}
