import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPawnLoanListRequest, ZPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { compiledSerializerCompiler, keptJson } from '../../lib/json-response';
import { createPawnLoanPages, listPawnLoans } from './pawn-loans-list.service';

// The browser keeps the answer but asks again every time (no-cache); a matching ETag makes that a 304.
// private: per-session data, never for shared caches.
const REVALIDATE = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

export async function registerPawnLoanListRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const json = keptJson(ZPawnLoanListResponse);
  const deps = { db: ctx.db, changes: ctx.changes, version: ctx.version, pages: createPawnLoanPages() };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/pawn-loans',
      { schema: { querystring: ZPawnLoanListRequest, response: { 200: ZPawnLoanListResponse, 304: z.undefined() } }, serializerCompiler: compiledSerializerCompiler },
      async (request, reply) => {
      await requireUser(request, 'applications.read');
      const result = await listPawnLoans(deps, { query: request.query, ifNoneMatch: request.headers['if-none-match'] });
      reply.header('etag', result.etag).header('cache-control', REVALIDATE);
      if (result.notModified) return reply.code(304).send();
      // The contract's JSON text, written once per kept page (keptJson): sent as it is.
      return reply.type(JSON_TYPE).send(json(result.body) as never);
    },
    );
}
