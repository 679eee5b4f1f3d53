import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPawnLoanRequest, ZPawnLoanResponse } from '@common/contracts/pawn-loans';
import { canOpenAdminArea, type TRole } from '@common/roles';
import type { TAppContext } from '../../app-context';
import { readVisitorId } from '../objects';
import { submitPawnLoan } from './pawn-loans.service';

export async function registerPawnLoanRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db, store: ctx.objectStore };
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
    });
}
