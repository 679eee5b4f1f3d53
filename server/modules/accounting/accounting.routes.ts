import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAccountingResponse } from '@common/contracts/accounting';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { readAccounting } from './accounting.service';

export async function registerAccountingRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/accounting', { schema: { response: { 200: ZAccountingResponse } } }, async (request) => {
      await requireUser(request, 'accounting.view');
      return readAccounting(ctx.db);
    });
}
