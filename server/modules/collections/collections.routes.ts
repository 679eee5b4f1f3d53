import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCollectionDetail,
  ZCollectionListRequest,
  ZCollectionListResponse,
  ZCollectionStatistics,
  ZCollectorsResponse,
  ZContact,
  ZCreateCollectionRequest,
  ZFindOverdueResponse,
  ZLogContactRequest,
  ZOverdueLoansRequest,
  ZOverdueLoansResponse,
  ZReminderSettings,
  ZReminderSettingsUpdate,
  ZUpdateCollectionRequest,
} from '@common/contracts/collections';
import { ZIdParams } from '@common/contracts/fields';
import type { TPermission } from '@common/permissions';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { replyPolled } from '../../lib/http-cache';
import { logContact } from './collection-contacts.service';
import { readReminderSettings, saveReminderSettings } from './collection-reminders.service';
import { createCollectionPages, createCountMemo, createStatisticsMemo, getCollection, getStatistics, listCollections } from './collections-read.service';
import { createCollection, findOverdue, listCollectorChoices, listOverdueLoanChoices, updateCollection, type TStaff } from './collections.service';

async function staffOf(request: FastifyRequest, permission: TPermission): Promise<TStaff> {
  return { user: await requireUser(request, permission), ip: request.ip };
}

/** The Debt collection tab (spec staff-area "Debt collection tab"): cases, contacts, figures, reminders. */
export async function registerCollectionRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db };
  const memo = createStatisticsMemo();
  const counts = createCountMemo();
  const listDeps = { ...deps, changes: ctx.changes, version: ctx.version, counts, pages: createCollectionPages() };
  const statisticsDeps = { ...deps, changes: ctx.changes, memo };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/collections/find-overdue', { schema: { response: { 200: ZFindOverdueResponse } } }, async (request) =>
    findOverdue(deps, await staffOf(request, 'collections.manage')),
  );

  r.get('/api/collections', { schema: { querystring: ZCollectionListRequest, response: { 200: ZCollectionListResponse, 304: z.undefined() } } }, async (request, reply) => {
    await requireUser(request, 'collections.read');
    return replyPolled(reply, await listCollections(listDeps, { query: request.query, ifNoneMatch: request.headers['if-none-match'] }));
  });

  r.get('/api/collections/statistics', { preValidation: allowOnly('collections.read'), schema: { response: { 200: ZCollectionStatistics } } }, async () =>
    getStatistics(statisticsDeps),
  );

  r.get('/api/collections/overdue-loans', { schema: { querystring: ZOverdueLoansRequest, response: { 200: ZOverdueLoansResponse } } }, async (request) => {
    await requireUser(request, 'collections.read');
    return listOverdueLoanChoices(deps, request.query.q);
  });

  r.get('/api/collections/collectors', { preValidation: allowOnly('collections.read'), schema: { response: { 200: ZCollectorsResponse } } }, async () =>
    listCollectorChoices(deps),
  );

  r.get('/api/collections/reminder-settings', { preValidation: allowOnly('collections.read'), schema: { response: { 200: ZReminderSettings } } }, async () =>
    readReminderSettings(ctx.db),
  );

  r.put('/api/collections/reminder-settings', { schema: { body: ZReminderSettingsUpdate, response: { 200: ZReminderSettings } } }, async (request) =>
    saveReminderSettings(ctx.db, { body: request.body, staff: await staffOf(request, 'collections.settings') }),
  );

  r.post('/api/collections', { schema: { body: ZCreateCollectionRequest, response: { 201: ZCollectionDetail } } }, async (request, reply) => {
    const staff = await staffOf(request, 'collections.manage');
    return reply.code(201).send(await createCollection(deps, { body: request.body, staff }));
  });

  r.get('/api/collections/:id', { schema: { params: ZIdParams, response: { 200: ZCollectionDetail } } }, async (request) => {
    await requireUser(request, 'collections.read');
    return getCollection(deps, request.params.id);
  });

  r.patch('/api/collections/:id', { schema: { params: ZIdParams, body: ZUpdateCollectionRequest, response: { 200: ZCollectionDetail } } }, async (request) =>
    updateCollection(deps, { id: request.params.id, body: request.body, staff: await staffOf(request, 'collections.manage') }),
  );

  r.post('/api/collections/:id/contacts', { schema: { params: ZIdParams, body: ZLogContactRequest, response: { 201: ZContact } } }, async (request, reply) => {
    const staff = await staffOf(request, 'collections.manage');
    return reply.code(201).send(await logContact(deps, { id: request.params.id, body: request.body, staff }));
  });
}
