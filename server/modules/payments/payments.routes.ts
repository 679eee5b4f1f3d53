import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRedemptionQuote, ZRedemptionQuoteQuery } from '@common/contracts/counter';
import { ZDeletedResponse, ZSuperAdminCredentials } from '@common/contracts/credentials';
import { ZIdParams } from '@common/contracts/fields';
import { paperOf, ZPaperQuery } from '@common/contracts/paper';
import {
  IDEMPOTENCY_HEADER,
  ZLoanLedgerResponse,
  ZPayableLoansRequest,
  ZPayableLoansResponse,
  ZReceiptEmail,
  ZRecordPaymentResponse,
  ZPaymentListRequest,
  ZPaymentListResponse,
  ZPaymentStatisticsResponse,
  ZRecordPaymentRequest,
  ZResendReceiptResponse,
} from '@common/contracts/payments';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { replyPolled } from '../../lib/http-cache';
import { createDeviceCookies, throttlePolicyOf } from '../auth';
import { deletePayment } from './payment-delete.service';
import { createPaymentTotalMemo, createStatisticsMemo, findPayableLoans, getLoanLedger, getPaymentStatistics, listPayments, renderStaffReceipt } from './payments-read.service';
import { recordPayment, resendReceipt, type TAfterPayment, type TStaff } from './payments.service';
import { getReceiptEmail, readReceiptEmail } from './receipt-email-state';
import { quoteRedemption } from './redemption-quote.service';
import { sendReceipt } from './receipt-reply';

async function staffOf(request: FastifyRequest, permission: 'payments.record' | 'payments.delete'): Promise<TStaff> {
  return { user: await requireUser(request, permission), ip: request.ip };
}

/** Staff payment calls (spec staff-area section 7), the loan ledger, and the borrower's own calls. */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: TAppContext, wiring: { afterPayment?: TAfterPayment } = {}): Promise<void> {
  const deps = { db: ctx.db, afterPayment: wiring.afterPayment };
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });
  const statisticsMemo = createStatisticsMemo();
  const totalMemo = createPaymentTotalMemo();
  // Built once: the polled reads run on every poll.
  const listDeps = { ...deps, changes: ctx.changes, version: ctx.version, totalMemo };
  const statisticsDeps = { ...deps, changes: ctx.changes, version: ctx.version, memo: statisticsMemo };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/payments', { schema: { body: ZRecordPaymentRequest, response: { 200: ZRecordPaymentResponse, 201: ZRecordPaymentResponse } } }, async (request, reply) => {
    const staff = await staffOf(request, 'payments.record');
    const header = request.headers[IDEMPOTENCY_HEADER];
    const result = await recordPayment(deps, { body: request.body, headerKey: Array.isArray(header) ? header[0] : header, staff });
    // Read after the commit: the receipt is in the outbox by now, and a repeat may find it sent.
    const receiptEmail = await readReceiptEmail({ db: ctx.db, secret: ctx.secret }, result.payment.id, result.payment.borrowerEmail);
    return reply.code(result.created ? 201 : 200).send({ ...result.payment, receiptEmail });
  });

  // The payment toast follows its receipt until it is sent (a few polls).
  r.get('/api/payments/:id/receipt-email', { schema: { params: ZIdParams, response: { 200: ZReceiptEmail } } }, async (request) => {
    await requireUser(request, 'payments.read');
    return getReceiptEmail({ db: ctx.db, secret: ctx.secret }, request.params.id);
  });

  r.get('/api/payments', { schema: { querystring: ZPaymentListRequest, response: { 200: ZPaymentListResponse, 304: z.undefined() } } }, async (request, reply) => {
    await requireUser(request, 'payments.read');
    return replyPolled(reply, await listPayments(listDeps, { query: request.query, ifNoneMatch: request.headers['if-none-match'] }));
  });

  r.get(
    '/api/payments/statistics',
    { preValidation: allowOnly('payments.read'), schema: { response: { 200: ZPaymentStatisticsResponse, 304: z.undefined() } } },
    async (request, reply) => replyPolled(reply, await getPaymentStatistics(statisticsDeps, { ifNoneMatch: request.headers['if-none-match'] })),
  );

  r.get('/api/payments/loans', { schema: { querystring: ZPayableLoansRequest, response: { 200: ZPayableLoansResponse } } }, async (request) => {
    await requireUser(request, 'payments.read');
    return findPayableLoans(deps, request.query);
  });

  r.get('/api/pawn-loans/:id/ledger', { schema: { params: ZIdParams, response: { 200: ZLoanLedgerResponse } } }, async (request) => {
    await requireUser(request, 'payments.read');
    return getLoanLedger(deps, request.params.id);
  });

  r.get(
    '/api/pawn-loans/:id/redemption-quote',
    { schema: { params: ZIdParams, querystring: ZRedemptionQuoteQuery, response: { 200: ZRedemptionQuote } } },
    async (request) => {
      await requireUser(request, 'payments.read');
      return quoteRedemption(deps, request.params.id, request.query.date);
    },
  );

  r.get('/api/payments/:id/pdf', { schema: { params: ZIdParams, querystring: ZPaperQuery } }, async (request, reply) => {
    await requireUser(request, 'payments.read');
    return sendReceipt(reply, await renderStaffReceipt({ db: ctx.db, shop: ctx.shop }, request.params.id, paperOf(request.query)));
  });

  r.post('/api/payments/:id/resend', { schema: { params: ZIdParams, response: { 200: ZResendReceiptResponse } } }, async (request) =>
    resendReceipt(deps, { id: request.params.id, staff: await staffOf(request, 'payments.record') }),
  );

  // The credentials travel in a JSON body on DELETE (spec section 7); a missing body reaches the
  // service, which answers 401 with the one "required" message.
  r.delete(
    '/api/payments/:id',
    { schema: { params: ZIdParams, body: ZSuperAdminCredentials.nullish(), response: { 200: ZDeletedResponse } } },
    async (request) =>
      deletePayment(
        { ...deps, throttle: throttlePolicyOf(ctx.env) },
        {
          id: request.params.id,
          credentials: request.body,
          staff: await staffOf(request, 'payments.delete'),
          device: devices.deviceOf(request, request.body?.email ?? ''),
        },
      ),
  );

}
