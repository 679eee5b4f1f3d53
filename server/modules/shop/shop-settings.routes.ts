import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZShopSettings, ZUpdateShopSettingsRequest } from '@common/contracts/shop-settings';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { etagOf, matchesETag } from '../../lib/http-cache';
import { renderRatesNotice } from './rates-notice.pdf';
import { LOGO_PATH, updateShopSettings } from './shop-settings.service';

const NO_LOGO = 'This shop has no logo.';
/** The shop's table of rates and charges (issue 34), a PDF. */
export const RATES_NOTICE_PATH = '/api/shop-settings/rates-notice';

export async function registerShopSettingsRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the same details are printed on every receipt and shown on the landing page.
  r.get('/api/shop-settings', { schema: { response: { 200: ZShopSettings } } }, async () => (await ctx.shop.read()).settings);

  // Public like the settings it is drawn from: the Pawnbrokers Act (s. 9) wants the table shown in
  // the shop, so the super admin prints it from Shop Settings and anyone may read the same page.
  r.get(RATES_NOTICE_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="table-of-rates-and-charges.pdf"')
      .header('cache-control', 'no-store')
      .send(await renderRatesNotice(await ctx.shop.read(), new Date())),
  );

  r.get(LOGO_PATH, async (request, reply) => {
    const { settings, logoPng } = await ctx.shop.read();
    if (!logoPng || !settings.logoUrl) throw new AppError('NOT_FOUND', NO_LOGO);
    const etag = etagOf([settings.logoUrl]);
    // The address carries the logo's id (?v=), so a new logo is a new address; the ETag covers the rest.
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
    if (matchesETag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.header('content-type', 'image/png').send(logoPng);
  });

  r.put(
    '/api/admin/shop-settings',
    {
      // A guest gets 401 and another role 403 whatever they sent, before the body is looked at.
      preValidation: allowOnly('shop.manage'),
      schema: { body: ZUpdateShopSettingsRequest, response: { 200: ZShopSettings } },
    },
    async (request) => {
      const user = await requireUser(request, 'shop.manage');
      return updateShopSettings({ db: ctx.db, store: ctx.objectStore, shop: ctx.shop }, { user, ip: request.ip }, request.body);
    },
  );
}
