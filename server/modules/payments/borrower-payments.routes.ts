import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '@common/contracts/fields';
import { ZBorrowerDashboardStatsResponse, ZPaymentHistoryResponse } from '@common/contracts/payments';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { getBorrowerDashboardStats, getPaymentHistory, renderBorrowerReceipt } from './borrower-payments.service';
import { sendReceipt } from './receipt-reply';

/** A signed-in borrower's own payments, receipts and balances (matched by their e-mail). */
export async function registerBorrowerPaymentRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/auth/user/payment-history', { schema: { response: { 200: ZPaymentHistoryResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return getPaymentHistory(ctx.db, user.email);
  });

  r.get('/api/dashboard/stats', { schema: { response: { 200: ZBorrowerDashboardStatsResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return getBorrowerDashboardStats({ db: ctx.db }, user.email);
  });

  r.get('/api/payments/:id/receipt', { schema: { params: ZIdParams } }, async (request, reply) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return sendReceipt(reply, await renderBorrowerReceipt(ctx.db, { id: request.params.id, email: user.email }));
  });
}
