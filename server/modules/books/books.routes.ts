import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccountParams,
  ZAccountQuery,
  ZAccountResponse,
  ZBookMonthsResponse,
  ZClosedMonth,
  ZCloseMonthRequest,
  ZJournalQuery,
  ZTrialBalanceQuery,
  ZTrialBalanceResponse,
} from '@common/contracts/books';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { closeMonth, journalCsv, readAccount, readBookMonths, readJournal, readTrialBalance } from './books.service';

/** The books (issue 41): the journal, the trial balance, one account, the months closed. Admins only. */
export async function registerBooksRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/books/trial-balance', { schema: { querystring: ZTrialBalanceQuery, response: { 200: ZTrialBalanceResponse } } }, async (request, reply) => {
    await requireUser(request, 'books.view');
    return reply.header('cache-control', 'private, no-store').send(await readTrialBalance(deps, request.query));
  });
  // JSON or CSV from one route, so no response schema: the service returns the contract's type.
  r.get('/api/books/journal', { schema: { querystring: ZJournalQuery } }, async (request, reply) => {
    await requireUser(request, 'books.view');
    const journal = await readJournal(deps, request.query);
    reply.header('cache-control', 'private, no-store');
    if (request.query.format !== 'csv') return reply.send(journal);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="journal-${journal.from}-to-${journal.to}.csv"`)
      .send(journalCsv(journal));
  });
  r.get('/api/books/accounts/:code', { schema: { params: ZAccountParams, querystring: ZAccountQuery, response: { 200: ZAccountResponse } } }, async (request, reply) => {
    await requireUser(request, 'books.view');
    return reply.header('cache-control', 'private, no-store').send(await readAccount(deps, request.params.code, request.query));
  });
  r.get('/api/books/months', { schema: { response: { 200: ZBookMonthsResponse } } }, async (request, reply) => {
    await requireUser(request, 'books.view');
    return reply.header('cache-control', 'private, no-store').send(await readBookMonths(deps));
  });
  r.post('/api/books/close-month', { schema: { body: ZCloseMonthRequest, response: { 200: ZClosedMonth } } }, async (request) => {
    const user = await requireUser(request, 'books.close');
    return closeMonth(deps, { body: request.body, staff: { user, ip: request.ip } });
  });
}
