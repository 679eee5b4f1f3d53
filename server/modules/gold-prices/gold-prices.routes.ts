import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_GOLD_PRICES_PATH, GOLD_PRICES_PATH, ZGoldPrices, ZGoldPricesResponse, ZSetGoldPricesRequest } from '@common/contracts/gold-prices';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { readLatestGoldPrices, setTodaysGoldPrices } from './gold-prices.service';

/** The day's gold prices (issue 43): staff read them, admins set them. */
export async function registerGoldPriceRoutes(app: FastifyInstance, ctx: Pick<TAppContext, 'db'>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(GOLD_PRICES_PATH, { schema: { response: { 200: ZGoldPricesResponse } } }, async (request, reply) => {
    await requireUser(request, 'goldPrices.view');
    // Set again during the day: never kept by a browser or a proxy.
    return reply.header('cache-control', 'private, no-store').send(await readLatestGoldPrices(ctx.db));
  });

  r.put(
    ADMIN_GOLD_PRICES_PATH,
    {
      // A guest gets 401 and another role 403 whatever they sent, before the body is looked at.
      preValidation: allowOnly('goldPrices.set'),
      schema: { body: ZSetGoldPricesRequest, response: { 200: ZGoldPrices } },
    },
    async (request) => {
      const user = await requireUser(request, 'goldPrices.set');
      return setTodaysGoldPrices(ctx.db, { user, ip: request.ip }, request.body);
    },
  );
}
