import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPawnLoanRequest, ZPawnLoanResponse } from '@common/contracts/pawn-loans';
import { can } from '@common/permissions';
import { canOpenAdminArea, type TRole } from '@common/roles';
import type { TAppContext } from '../../app-context';
import { readVisitorId } from '../objects';
import { getAgreementPdf } from './pawn-loan-agreement.service';
import { submitPawnLoan } from './pawn-loans.service';

const ZAgreementParams = z.object({ applicationNumber: z.string().max(40) });

export async function registerPawnLoanRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore, shop: ctx.shop };
  app
    .withTypeProvider<ZodTypeProvider>()
    // Anyone may apply, guests included; the same-origin check and the service's rate limits guard it.
    .post('/api/pawn-loans', { schema: { body: ZPawnLoanRequest, response: { 201: ZPawnLoanResponse } } }, async (request, reply) => {
      const user = await request.getUser();
      const submitter = { userId: user?.id ?? null, userEmail: user?.email ?? null, visitorId: readVisitorId(request) };
      // Employees (it included) submitting at the counter are audited; borrowers and guests are not staff.
      const staffActor = user && canOpenAdminArea(user.role as TRole) ? { user, ip: request.ip } : null;
      const result = await submitPawnLoan(deps, { body: request.body, submitter, ip: request.ip, staffActor });
      return reply.code(201).send(result);
    })
    // The agreement PDF: for the browser that submitted it, the borrower's own account and staff;
    // anyone else gets the same 404 as for a number that does not exist.
    .get('/api/pawn-loans/:applicationNumber/agreement', { schema: { params: ZAgreementParams } }, async (request, reply) => {
      const user = await request.getUser();
      const reader = {
        staff: !!user && can(user.role as TRole, 'applications.read'),
        userId: user?.id ?? null,
        visitorId: readVisitorId(request),
      };
      const { filename, pdf } = await getAgreementPdf(deps, { applicationNumber: request.params.applicationNumber, reader });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
}
