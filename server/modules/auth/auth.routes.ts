import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLocalLoginRequest, ZLogoutResponse, ZPublicUser, type TPublicUser } from '@common/contracts/auth';
import { ZChangeOwnEmailRequest } from '@common/contracts/own-account';
import { ZChangePasswordRequest } from '@common/contracts/passwords';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { allowOnly, NOT_SIGNED_IN, requireUser } from '../../lib/auth-guard';
import { toPublicUser } from '../../lib/session-user';
import { linkBorrowersToUser } from '../borrowers';
import { authenticateLocal } from './auth.service';
import { createDeviceCookies } from './device-cookie';
import { changeOwnEmail } from './own-email.service';
import { changeOwnPassword } from './password.service';
import { registerPasswordResetRoutes } from './password-reset.routes';

export async function registerAuthRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = { maxFailures: ctx.env.LOGIN_MAX_FAILURES, windowMinutes: ctx.env.LOGIN_WINDOW_MINUTES };
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });
  await registerPasswordResetRoutes(app, ctx);

  // Polled by every open page: toPublicUser already builds the answer field by field, so no zod output pass.
  r.get('/api/auth/user', async (request): Promise<TPublicUser> => {
    const user = await request.getUser();
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    return toPublicUser(user);
  });

  r.post('/api/auth/local-login', { schema: { body: ZLocalLoginRequest, response: { 200: ZPublicUser } } }, async (request, reply) => {
    const device = devices.deviceOf(request, request.body.email);
    const user = await authenticateLocal(ctx.db, policy, request.body, { ip: request.ip, device });
    // Borrower records made under this e-mail before the account existed become the account's.
    await linkBorrowersToUser(ctx.db, user);
    await ctx.sessions.start(request, reply, user);
    devices.remember(request, reply, request.body.email);
    return toPublicUser(user);
  });

  // The device cookie stays: it is about the browser, not the session.
  r.post('/api/auth/logout', { schema: { response: { 200: ZLogoutResponse } } }, async (request, reply) => {
    await ctx.sessions.end(request, reply);
    return { message: 'Signed out' };
  });

  // Not through requireUser: a session opened with a one-time password may do this and nothing else.
  r.post(
    '/api/auth/user/password',
    {
      preValidation: async (request) => {
        if (!(await request.getUser())) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
      },
      schema: { body: ZChangePasswordRequest, response: { 200: ZPublicUser } },
    },
    async (request, reply) => {
      const user = await request.getUser();
      if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
      const actor = { user, ip: request.ip, device: devices.deviceOf(request, user.email) };
      const updated = await changeOwnPassword({ db: ctx.db, policy }, actor, request.body);
      // Every session of the account ended with the change; this browser carries on under a new id.
      ctx.sessions.forgetUser(user.id);
      await ctx.sessions.start(request, reply, updated);
      return toPublicUser(updated);
    },
  );

  r.put(
    '/api/auth/user/email',
    {
      // A guest gets 401 and a borrower 403 whatever they sent, before the body is looked at.
      preValidation: allowOnly('profile.editEmail'),
      schema: { body: ZChangeOwnEmailRequest, response: { 200: ZPublicUser } },
    },
    async (request) => {
      const user = await requireUser(request, 'profile.editEmail');
      const actor = { user, ip: request.ip, device: devices.deviceOf(request, user.email) };
      const shopName = async () => (await ctx.shop.read()).settings.businessName;
      const updated = await changeOwnEmail({ db: ctx.db, policy, shopName }, actor, request.body);
      // This instance's session cache drops its copy at once; others hear the NOTIFY.
      ctx.sessions.forgetUser(user.id);
      return toPublicUser(updated);
    },
  );
}
