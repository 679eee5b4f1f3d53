import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicUser } from '@common/contracts/auth';
import { ZDismissFirstRunResponse, ZFirstRunChecklist } from '@common/contracts/own-account';
import { ZOwnNameRequest, ZOwnProfileRequest } from '@common/contracts/own-profile';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { dismissFirstRunChecklist, readFirstRunChecklist, type TFirstRunDeps } from './first-run.service';
import { updateOwnDocuments, updateOwnName } from './own-profile.service';

export async function registerOwnProfileRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/auth/user/profile',
    {
      // A guest gets 401 whatever they sent, before the body is looked at.
      preValidation: allowOnly('profile.edit'),
      schema: { body: ZOwnProfileRequest, response: { 200: ZPublicUser } },
    },
    async (request) => {
      const user = await requireUser(request, 'profile.edit');
      const updated = await updateOwnDocuments({ db: ctx.db, store: ctx.objectStore }, { user, ip: request.ip, body: request.body });
      // This instance's session cache drops its copy at once; others hear the NOTIFY.
      ctx.sessions.forgetUser(user.id);
      return updated;
    },
  );

  r.put(
    '/api/auth/user/name',
    {
      preValidation: allowOnly('profile.editName'),
      schema: { body: ZOwnNameRequest, response: { 200: ZPublicUser } },
    },
    async (request) => {
      const user = await requireUser(request, 'profile.editName');
      const updated = await updateOwnName(ctx.db, { user, ip: request.ip, body: request.body });
      // This instance's session cache drops its copy at once; others hear the NOTIFY.
      ctx.sessions.forgetUser(user.id);
      return updated;
    },
  );

  const firstRun: TFirstRunDeps = { db: ctx.db, secret: ctx.secret, shop: ctx.shop };
  r.get('/api/auth/user/first-run', { schema: { response: { 200: ZFirstRunChecklist } } }, async (request) => {
    const user = await requireUser(request, 'profile.view');
    return readFirstRunChecklist(firstRun, user);
  });

  r.post('/api/auth/user/first-run/dismiss', { schema: { response: { 200: ZDismissFirstRunResponse } } }, async (request) => {
    const user = await requireUser(request, 'profile.view');
    const answer = await dismissFirstRunChecklist(firstRun, user);
    ctx.sessions.forgetUser(user.id);
    return answer;
  });
}
