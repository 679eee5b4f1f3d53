import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApplicantDetailsResponse, ZBorrowerLoansResponse } from '@common/contracts/dashboard';
import { ZIdParams } from '@common/contracts/fields';
import { ZBorrowerDashboardStatsResponse, ZPaymentHistoryResponse } from '@common/contracts/payments';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { sendReceipt } from '../payments';
import { getApplicantDetails, listOwnLoans } from './borrower-loans.service';
import { getBorrowerDashboardStats, getPaymentHistory, renderBorrowerReceipt } from './borrower-payments.service';

/**
 * A signed-in borrower's own home (DESIGN decision 2): their loans, payments, receipts and balances.
 * The URLs are the spec's, which is why they sit under several prefixes.
 */
export async function registerBorrowerHomeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/borrower/loans', { schema: { response: { 200: ZBorrowerLoansResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownLoans');
    return { loans: await listOwnLoans(ctx.db, user.id) };
  });

  // The loan form's prefill for a borrower applying again: their own details, never anyone else's.
  r.get('/api/borrower/applicant-details', { schema: { response: { 200: ZApplicantDetailsResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownLoans');
    return getApplicantDetails(ctx.db, user);
  });

  r.get('/api/auth/user/payment-history', { schema: { response: { 200: ZPaymentHistoryResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return getPaymentHistory(ctx.db, user.id);
  });

  r.get('/api/dashboard/stats', { schema: { response: { 200: ZBorrowerDashboardStatsResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return getBorrowerDashboardStats({ db: ctx.db }, user.id);
  });

  r.get('/api/payments/:id/receipt', { schema: { params: ZIdParams } }, async (request, reply) => {
    const user = await requireUser(request, 'borrower.ownPayments');
    return sendReceipt(reply, await renderBorrowerReceipt({ db: ctx.db, shop: ctx.shop }, { id: request.params.id, userId: user.id }));
  });
}
