import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDeletedResponse } from '@common/contracts/credentials';
import {
  ZCreateEmailSettingRequest,
  ZEmailSetting,
  ZEmailSettingIdParams,
  ZEmailSettingsResponse,
  ZTestEmailSettingRequest,
  ZTestEmailSettingResponse,
  ZUpdateEmailSettingRequest,
} from '@common/contracts/email-settings';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { createEmailSetting, deleteEmailSetting, listEmailSettings, sendTestEmail, updateEmailSetting } from './email-settings.service';

export async function registerEmailSettingsRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, secret: ctx.secret };
  // Before body validation: a guest gets 401 and another role 403, whatever it sent.
  const guarded = { preValidation: allowOnly('email.manage') };

  r.get('/api/admin/email-settings', { ...guarded, schema: { response: { 200: ZEmailSettingsResponse } } }, async () =>
    listEmailSettings(deps),
  );

  r.post(
    '/api/admin/email-settings',
    { ...guarded, schema: { body: ZCreateEmailSettingRequest, response: { 201: ZEmailSetting } } },
    async (request, reply) => {
      const user = await requireUser(request, 'email.manage');
      return reply.code(201).send(await createEmailSetting(deps, { user, ip: request.ip }, request.body));
    },
  );

  r.put(
    '/api/admin/email-settings/:id',
    { ...guarded, schema: { params: ZEmailSettingIdParams, body: ZUpdateEmailSettingRequest, response: { 200: ZEmailSetting } } },
    async (request) => {
      const user = await requireUser(request, 'email.manage');
      return updateEmailSetting(deps, { user, ip: request.ip }, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/admin/email-settings/:id',
    { ...guarded, schema: { params: ZEmailSettingIdParams, response: { 200: ZDeletedResponse } } },
    async (request) => {
      const user = await requireUser(request, 'email.manage');
      return deleteEmailSetting(ctx.db, { user, ip: request.ip }, request.params.id);
    },
  );

  r.post(
    '/api/admin/email-settings/:id/test',
    { ...guarded, schema: { params: ZEmailSettingIdParams, body: ZTestEmailSettingRequest, response: { 200: ZTestEmailSettingResponse } } },
    async (request) => {
      const user = await requireUser(request, 'email.manage');
      return sendTestEmail(deps, { user, ip: request.ip }, request.params.id, request.body.testEmail);
    },
  );
}
