import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '@common/contracts/fields';
import {
  ZBorrowerPledgeSalesResponse,
  ZPaySurplusRequest,
  ZSaleBookRequest,
  ZSellPledgeRequest,
  ZSellPledgeResponse,
  ZSurplus,
  ZSurplusListRequest,
} from '@common/contracts/pledge-sales';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { runForfeitureNotices } from './forfeiture-notices.service';
import { getSaleBook, listOwnPledgeSales, listSurplus, paySurplus, readSurplus } from './pledge-sale-book.service';
import { saleBookCsv, surplusCsv } from './pledge-sale-book.csv';
import { sellPledge } from './pledge-sale.service';
import { renderSurplusReceipt } from './surplus-receipt.pdf';

// Who may act is checked before the body is: a guest gets 401 and a borrower 403 whatever they send.
const sellers = allowOnly('pledges.sell');

/** Forfeited pledges (issue 32): the sale, the sale book, surpluses and their receipts, the borrower's own sales. */
export async function registerPledgeSaleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: FastifyRequest) => ({ user: await requireUser(request, 'pledges.sell'), ip: request.ip });

  r.post(
    '/api/pawn-loans/:id/sale',
    { preValidation: sellers, schema: { params: ZIdParams, body: ZSellPledgeRequest, response: { 201: ZSellPledgeResponse } } },
    async (request, reply) => reply.code(201).send(await sellPledge(ctx.db, { loanId: request.params.id, body: request.body, actor: await actorOf(request) })),
  );

  r.get('/api/pledges/sales', { preValidation: sellers, schema: { querystring: ZSaleBookRequest } }, async (request, reply) => {
    const book = await getSaleBook(ctx.db, request.query);
    reply.header('cache-control', 'private, no-store');
    if (request.query.format !== 'csv') return reply.send(book);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="sale-book.csv"').send(saleBookCsv(book));
  });

  r.get('/api/pledges/surplus', { preValidation: sellers, schema: { querystring: ZSurplusListRequest } }, async (request, reply) => {
    const list = await listSurplus(ctx.db, request.query);
    reply.header('cache-control', 'private, no-store');
    if (request.query.format !== 'csv') return reply.send(list);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="surplus.csv"').send(surplusCsv(list));
  });

  r.post(
    '/api/pledges/surplus/:id/pay',
    { preValidation: sellers, schema: { params: ZIdParams, body: ZPaySurplusRequest, response: { 200: ZSurplus } } },
    async (request) => paySurplus(ctx.db, { id: request.params.id, body: request.body, actor: await actorOf(request) }),
  );

  r.get('/api/pledges/surplus/:id/receipt', { preValidation: sellers, schema: { params: ZIdParams } }, async (request, reply) => {
    const row = await readSurplus(ctx.db, request.params.id);
    if (row.surplus.status !== 'paid') throw new AppError('NOT_FOUND', 'This surplus has not been paid yet: there is no receipt.');
    const pdf = await renderSurplusReceipt(row, await ctx.shop.read());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="surplus-receipt-${row.surplus.receiptNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Runs the daily notice pass now (also the job's work): for staff checking the notices, and for tests.
  r.post('/api/pledges/forfeiture-notices/run', { preValidation: sellers }, async () => runForfeitureNotices(ctx.db));

  r.get('/api/borrower/pledge-sales', { schema: { response: { 200: ZBorrowerPledgeSalesResponse } } }, async (request) => {
    const user = await requireUser(request, 'borrower.ownPledges');
    return listOwnPledgeSales(ctx.db, user.id);
  });
}
