import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCloseCashDrawerRequest,
  ZCloseCashDrawerResponse,
  ZCashDrawerStateResponse,
  ZCurrentCashDrawerResponse,
  ZOpenCashDrawerRequest,
  ZOpenCashDrawerResponse,
} from '@common/contracts/cash-drawer';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../lib/auth-guard';
import { closeCashDrawer, openCashDrawer, readCurrentDrawer, readOpenDrawer, type TDrawerStaff } from './cash-drawer.service';

const staffOf = async (request: FastifyRequest): Promise<TDrawerStaff> => ({ user: await requireUser(request, 'cashDrawer.use'), ip: request.ip });

/** The signed-in staff member's own cash drawer (issue 34). */
export async function registerCashDrawerRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const deps = { db: ctx.db };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/cash-drawer/open', { schema: { body: ZOpenCashDrawerRequest, response: { 201: ZOpenCashDrawerResponse } } }, async (request, reply) => {
    const drawer = await openCashDrawer(deps, { body: request.body, staff: await staffOf(request) });
    return reply.code(201).send(drawer);
  });
  r.get('/api/cash-drawer/current', { schema: { response: { 200: ZCurrentCashDrawerResponse } } }, async (request, reply) => {
    const user = await requireUser(request, 'cashDrawer.use');
    const drawer = await readCurrentDrawer(deps, user);
    return reply.header('cache-control', 'private, no-store').send(drawer);
  });
  r.get('/api/cash-drawer', { schema: { response: { 200: ZCashDrawerStateResponse } } }, async (request, reply) => {
    const user = await requireUser(request, 'cashDrawer.use');
    return reply.header('cache-control', 'private, no-store').send({ drawer: await readOpenDrawer(deps, user) });
  });
  r.post('/api/cash-drawer/close', { schema: { body: ZCloseCashDrawerRequest, response: { 200: ZCloseCashDrawerResponse } } }, async (request) =>
    closeCashDrawer(deps, { body: request.body, staff: await staffOf(request) }),
  );
}
