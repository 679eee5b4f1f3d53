import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAccountingResponse } from '@common/contracts/accounting';
import { ZAdminSummaryResponse } from '@common/contracts/dashboard';
import type { TAppContext } from '../../app-context';
import { allowOnly } from '../../lib/auth-guard';
import { readAccounting, readAdminSummary } from './accounting.service';

export async function registerAccountingRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/accounting', { preValidation: allowOnly('accounting.view'), schema: { response: { 200: ZAccountingResponse } } }, async () =>
      readAccounting(ctx.db),
    )
    // The summary cards at the top of /admin: figures over all applications, like this tab's.
    .get('/api/admin/summary', { preValidation: allowOnly('dashboard.summary'), schema: { response: { 200: ZAdminSummaryResponse } } }, async () =>
      readAdminSummary(ctx.db),
    );
}
