import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paperOf } from '@common/contracts/paper';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import { ZCashBookQuery, ZDaySummaryQuery, ZIncomeQuery, ZLoanBookQuery, type TReportFormat } from '@common/contracts/reports';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { displayNameOf } from '../../lib/session-user';
import { renderDaySummaryPdf } from './day-summary.pdf';
import { readDaySummary } from './day-summary.service';
import { renderReportPdf } from './report.pdf';
import { cashBookDocument, incomeDocument, loanBookDocument, reportCsv, type TReportDocument } from './report-tables';
import { readCashBook, readIncome, readLoanBook } from './reports.service';

/** The counter's books for admins (issue 34): JSON, or the same report as CSV or PDF. */
export async function registerReportRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One route per report answers JSON, CSV or PDF, so no response schema: the services return the contracts' types.
  const send = async <T>(reply: FastifyReply, format: TReportFormat | undefined, body: T, documentOf: (body: T) => TReportDocument) => {
    reply.header('cache-control', 'private, no-store');
    if (format === 'csv') {
      const report = documentOf(body);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${report.fileBase}.csv"`).send(reportCsv(report));
    }
    if (format === 'pdf') {
      const report = documentOf(body);
      const pdf = await renderReportPdf(report, await ctx.shop.read());
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${report.fileBase}.pdf"`).send(pdf);
    }
    return reply.send(body);
  };
  r.get('/api/reports/cash-book', { schema: { querystring: ZCashBookQuery } }, async (request, reply) => {
    await requireUser(request, 'reports.view');
    return send(reply, request.query.format, await readCashBook(deps, request.query), cashBookDocument);
  });
  r.get('/api/reports/income', { schema: { querystring: ZIncomeQuery } }, async (request, reply) => {
    await requireUser(request, 'reports.view');
    return send(reply, request.query.format, await readIncome(deps, request.query), incomeDocument);
  });
  r.get('/api/reports/loan-book', { schema: { querystring: ZLoanBookQuery } }, async (request, reply) => {
    await requireUser(request, 'reports.view');
    return send(reply, request.query.format, await readLoanBook(deps, request.query), loanBookDocument);
  });
  // The end-of-day (Z) report (issue 43): every staff member with a drawer; the whole shop for those who see the reports.
  r.get('/api/reports/day-summary', { schema: { querystring: ZDaySummaryQuery } }, async (request, reply) => {
    const user = await requireUser(request, 'cashDrawer.use');
    const wholeShop = can(user.role as TRole, 'reports.view');
    const summary = await readDaySummary(deps, { date: request.query.date, scope: wholeShop ? { wholeShop } : { wholeShop, userId: user.id } });
    reply.header('cache-control', 'private, no-store');
    if (request.query.format !== 'pdf') return reply.send(summary);
    const print = { printedAt: new Date(), printedBy: displayNameOf(user), staffName: wholeShop ? null : displayNameOf(user) };
    const paper = paperOf(request.query);
    const pdf = await renderDaySummaryPdf(summary, print, await ctx.shop.read(), paper);
    const name = `end-of-day-${summary.date}${paper === '80mm' ? '-80mm' : ''}.pdf`;
    // Inline: it opens in the browser's viewer, to print.
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
  });
}
