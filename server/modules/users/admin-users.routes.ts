import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZCreateUserRequest,
  ZSetUserActiveRequest,
  ZUnlockSignInResponse,
  ZUpdateUserRequest,
} from '@common/contracts/admin-users';
import { ZPublicUser } from '@common/contracts/auth';
import { ZDeletedResponse, ZSuperAdminCredentials } from '@common/contracts/credentials';
import { ZIdParams } from '@common/contracts/fields';
import { ZResetPasswordRequest, ZResetPasswordResponse } from '@common/contracts/passwords';
import { can, type TPermission } from '@common/permissions';
import type { TAppContext } from '../../app-context';
import { actorOf, allowOnly, NOT_ALLOWED, NOT_SIGNED_IN, requireUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { createDeviceCookies, throttlePolicyOf } from '../auth';
import { changeUser, createAdminUser, deleteAdminUser, listAdminUsers, resetUserPassword, unlockSignIn } from './admin-users.service';

/**
 * allowOnly for a route open to several permissions: before body validation, a guest gets 401 and
 * a role with none of them 403, whatever they sent. The handler then asks for the exact permission
 * its fields need.
 */
const allowAny =
  (...permissions: TPermission[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const { actor, user } = await actorOf(request);
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    if (!permissions.some((p) => can(actor, p))) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  };

export async function registerAdminUserRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = throttlePolicyOf(ctx.env);
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });

  r.get(
    '/api/admin/users',
    { preValidation: allowOnly('users.list'), schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } } },
    async (request) => listAdminUsers(ctx.db, request.query),
  );

  r.post(
    '/api/admin/users',
    { preValidation: allowOnly('users.create'), schema: { body: ZCreateUserRequest, response: { 201: ZPublicUser } } },
    async (request, reply) => {
      const user = await requireUser(request, 'users.create');
      const created = await createAdminUser(ctx.db, { user, ip: request.ip }, request.body);
      return reply.code(201).send(created);
    },
  );

  r.patch(
    '/api/admin/users/:id',
    { preValidation: allowOnly('users.setActive'), schema: { params: ZIdParams, body: ZSetUserActiveRequest, response: { 200: ZPublicUser } } },
    async (request) => {
      const user = await requireUser(request, 'users.setActive');
      const changed = await changeUser(ctx.db, { user, ip: request.ip }, request.params.id, { isActive: request.body.isActive });
      // This instance drops its cached copy at once (role or active flag); others hear the NOTIFY.
      ctx.sessions.forgetUser(changed.id);
      return changed;
    },
  );

  r.put(
    '/api/admin/users/:id',
    {
      preValidation: allowAny('users.setRole', 'users.setActive'),
      schema: { params: ZIdParams, body: ZUpdateUserRequest, response: { 200: ZPublicUser } },
    },
    async (request) => {
      // Which permission applies depends on the fields sent: the service checks each.
      const { user } = await actorOf(request);
      if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
      const changed = await changeUser(ctx.db, { user, ip: request.ip }, request.params.id, request.body);
      // This instance drops its cached copy at once (role or active flag); others hear the NOTIFY.
      ctx.sessions.forgetUser(changed.id);
      return changed;
    },
  );

  r.delete(
    '/api/admin/users/:id',
    {
      preValidation: allowOnly('users.delete'),
      // Optional: missing credentials reach the service, which answers 401 with its own message.
      schema: { params: ZIdParams, body: ZSuperAdminCredentials.nullish(), response: { 200: ZDeletedResponse } },
    },
    async (request) => {
      const user = await requireUser(request, 'users.delete');
      const device = devices.deviceOf(request, request.body?.email ?? '');
      const deleted = await deleteAdminUser({ db: ctx.db, policy }, { user, ip: request.ip }, request.params.id, request.body, device);
      ctx.sessions.forgetUser(request.params.id);
      return deleted;
    },
  );

  // The lock of too many failed sign-ins, as a resource: deleting it lets the person sign in again.
  r.delete(
    '/api/admin/users/:id/sign-in-lock',
    { schema: { params: ZIdParams, response: { 200: ZUnlockSignInResponse } } },
    async (request) => {
      const user = await requireUser(request, 'users.unlock');
      return unlockSignIn(ctx.db, { user, ip: request.ip }, request.params.id);
    },
  );

  // A one-time password for a local account; its owner must choose a new one at next sign-in.
  r.post(
    '/api/admin/users/:id/reset-password',
    {
      preValidation: allowOnly('users.resetPassword'),
      // Loose: a missing password reaches the service, which answers 401 with its own message.
      schema: { params: ZIdParams, body: ZResetPasswordRequest.nullish(), response: { 200: ZResetPasswordResponse } },
    },
    async (request) => {
      const user = await requireUser(request, 'users.resetPassword');
      const device = devices.deviceOf(request, user.email);
      const result = await resetUserPassword({ db: ctx.db, policy }, { user, ip: request.ip }, request.params.id, request.body, device);
      ctx.sessions.forgetUser(request.params.id);
      return result;
    },
  );
}
