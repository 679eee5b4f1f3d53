import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmailOutboxIdParams,
  ZEmailOutboxListRequest,
  ZEmailOutboxListResponse,
  ZEmailOutboxPassResponse,
  ZEmailOutboxRetryResponse,
} from '@common/contracts/email-outbox';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { runOutboxPass } from '../../lib/mail/outbox-worker';
import { listOutbox, retryOutboxEmail } from './email-outbox.service';

export async function registerEmailOutboxRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preValidation: allowOnly('email.manage') };

  r.get(
    '/api/admin/email-outbox',
    { ...guarded, schema: { querystring: ZEmailOutboxListRequest, response: { 200: ZEmailOutboxListResponse } } },
    async (request) => listOutbox(ctx.db, request.query),
  );

  r.post(
    '/api/admin/email-outbox/:id/retry',
    { ...guarded, schema: { params: ZEmailOutboxIdParams, response: { 200: ZEmailOutboxRetryResponse } } },
    async (request) => {
      const user = await requireUser(request, 'email.manage');
      return retryOutboxEmail(ctx.db, { user, ip: request.ip }, request.params.id);
    },
  );

  // Sends what is due now instead of at the worker's next tick (it would go out anyway).
  r.post('/api/admin/email-outbox/send-now', { ...guarded, schema: { response: { 200: ZEmailOutboxPassResponse } } }, async () =>
    runOutboxPass(ctx.outbox),
  );
}
