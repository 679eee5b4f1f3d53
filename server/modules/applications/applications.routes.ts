import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminSummaryResponse } from '@common/contracts/dashboard';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { summarizeApplications } from './applications.repository';

export async function registerApplicationRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/summary', { schema: { response: { 200: ZAdminSummaryResponse } } }, async (request) => {
      await requireUser(request, 'dashboard.summary');
      return summarizeApplications(ctx.db);
    });
}
