import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSuperAdminCredentials, ZValidateAdminResponse } from '@common/contracts/credentials';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { verifySuperAdminCredentials } from './super-admin-credentials.service';
import { throttlePolicyOf } from './throttle.service';

/**
 * POST /api/auth/validate-admin: the first step of a dialog that needs a super admin's say-so
 * (Manage Documents) checks the e-mail and password before the staff member goes on; the guarded
 * call checks them again itself. Staff only (the staff who may manage borrower documents); the
 * same 401s and the same throttle as every check.
 */
export async function registerValidateAdminRoute(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const policy = throttlePolicyOf(ctx.env);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/validate-admin',
    { schema: { body: ZSuperAdminCredentials.nullish(), response: { 200: ZValidateAdminResponse } } },
    async (request) => {
      await requireUser(request, 'borrowers.manage');
      await verifySuperAdminCredentials(ctx.db, policy, request.body, request.ip);
      return { ok: true as const };
    },
  );
}
