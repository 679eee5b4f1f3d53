import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBorrowerLoansResponse } from '@common/contracts/dashboard';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { listOwnLoans } from './borrowers.service';

export async function registerBorrowerRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/borrower/loans', { schema: { response: { 200: ZBorrowerLoansResponse } } }, async (request) => {
      const user = await requireUser(request, 'borrower.ownLoans');
      return { loans: await listOwnLoans(ctx.db, user.email) };
    });
}
