import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditLogRequest, ZAuditLogResponse } from '@common/contracts/audit';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { listAuditLog } from './audit.service';

// Read only by design: no route updates or deletes audit rows.
export async function registerAuditRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/audit-log', { schema: { querystring: ZAuditLogRequest, response: { 200: ZAuditLogResponse } } }, async (request) => {
      await requireUser(request, 'audit.view');
      return listAuditLog(ctx.db, request.query);
    });
}
