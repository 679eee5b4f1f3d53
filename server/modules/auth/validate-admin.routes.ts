import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSuperAdminCredentials, ZValidateAdminResponse } from '@common/contracts/credentials';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { createDeviceCookies } from './device-cookie';
import { verifySuperAdminCredentials } from './super-admin-credentials.service';
import { throttlePolicyOf } from './throttle.service';

/**
 * POST /api/auth/validate-admin: the first step of a dialog that needs a super admin's say-so
 * (Manage Documents) checks the e-mail and password before the staff member goes on; the guarded
 * call checks them again itself. Staff only (the staff who may manage borrower documents); the
 * same 401s and the same throttle as every check, the super admin's device cookie included: one
 * given here lets their own browser through when guessers have locked the account.
 */
export async function registerValidateAdminRoute(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const policy = throttlePolicyOf(ctx.env);
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/validate-admin',
    { schema: { body: ZSuperAdminCredentials.nullish(), response: { 200: ZValidateAdminResponse } } },
    async (request, reply) => {
      await requireUser(request, 'borrowers.manage');
      const email = request.body?.email ?? '';
      const confirmer = await verifySuperAdminCredentials(ctx.db, policy, request.body, request.ip, devices.deviceOf(request, email));
      devices.remember(request, reply, confirmer.email);
      return { ok: true as const };
    },
  );
}
