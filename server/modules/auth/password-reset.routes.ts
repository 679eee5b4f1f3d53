import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_RECOVERY_MESSAGES,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordWithTokenRequest,
  ZResetPasswordWithTokenResponse,
} from '@common/contracts/account-recovery';
import type { TAppContext } from '../../app-context';
import { requestPasswordReset, resetPasswordWithToken, type TPasswordResetDeps } from './password-reset.service';
import { throttlePolicyOf } from './throttle.service';

/** "Forgot password?": a link by e-mail, then a new password with it. Both open to guests. */
export async function registerPasswordResetRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: TPasswordResetDeps = {
    db: ctx.db,
    policy: throttlePolicyOf(ctx.env),
    appUrl: ctx.env.APP_URL,
    shopName: async () => (await ctx.shop.read()).settings.businessName,
    providerName: ctx.env.oidc?.providerName ?? null,
  };

  r.post(
    '/api/auth/forgot-password',
    { schema: { body: ZForgotPasswordRequest, response: { 202: ZForgotPasswordResponse } } },
    async (request, reply) => {
      const answer = await requestPasswordReset(deps, { ...request.body, ip: request.ip });
      return reply.code(202).send(answer);
    },
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { body: ZResetPasswordWithTokenRequest, response: { 200: ZResetPasswordWithTokenResponse } } },
    async (request) => {
      const user = await resetPasswordWithToken(deps, { ...request.body, ip: request.ip });
      // Every session of the account ended in the transaction; this instance forgets its copies now.
      ctx.sessions.forgetUser(user.id);
      return { message: ACCOUNT_RECOVERY_MESSAGES.done };
    },
  );
}
