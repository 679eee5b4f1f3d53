import type { TDatabase } from './db/client';
import type { TEnv } from './env';
import type { TOutboxWorkerDeps } from './lib/mail/outbox-worker';
import { createObjectStore } from './lib/object-store/create-object-store';
import type { TObjectStore } from './lib/object-store/object-store';
import { createNotifiedCache, type TNotifiedCache } from './lib/notified-cache';
import type { TAttachmentRenderers } from './lib/outbox.repository';
import { emailSignatureOf, SHOP_CHANNEL, type TShopIdentity, type TShopSource } from './lib/shop-identity';
import { AGREEMENT_RENDER_KIND, renderAgreementById } from './modules/applications';
import { loadSendingConfiguration } from './modules/email';
import { RECEIPT_RENDER_KIND, renderPaymentReceipt } from './modules/payments';
import { PAWN_TICKET_RENDER_KIND, renderPawnTicketById } from './modules/pledges';
import { loadShopIdentity } from './modules/shop';

/** What one running instance shares between its routes, its jobs and its e-mail worker. */
export type TServices = { objectStore: TObjectStore; outbox: TOutboxWorkerDeps; shop: TNotifiedCache<TShopIdentity> };

/**
 * The documents queued e-mails attach by reference ({ render: { kind, id } }), by kind. Each answers
 * the file's bytes, or null when its source is gone (the message then fails with that reason).
 */
export function attachmentRenderersOf(db: TDatabase['db'], store: TObjectStore, shop: TShopSource): TAttachmentRenderers {
  return {
    [RECEIPT_RENDER_KIND]: async (paymentId) => renderPaymentReceipt(db, await shop.read(), paymentId),
    [AGREEMENT_RENDER_KIND]: async (applicationId) => renderAgreementById({ db, store }, await shop.read(), applicationId),
    [PAWN_TICKET_RENDER_KIND]: async (applicationId) => renderPawnTicketById(db, await shop.read(), applicationId),
  };
}

/**
 * The shared services, wired once: main.ts hands the same ones to the app, the jobs and the worker,
 * and the test app builds them the same way, so tests send what production sends. server/lib knows
 * no module; this is where modules are plugged into it.
 */
export function createServices(options: { env: TEnv; database: TDatabase; secret: Buffer }): TServices {
  const { db } = options.database;
  const objectStore = createObjectStore(options.env);
  // Read on every PDF and e-mail; a change on any instance drops every copy (the table's NOTIFY).
  const shop = createNotifiedCache(options.database.listen, SHOP_CHANNEL, () => loadShopIdentity({ db, store: objectStore }));
  return {
    objectStore,
    shop,
    outbox: {
      db,
      objectStore,
      renderers: attachmentRenderersOf(db, objectStore, shop),
      loadConfiguration: () => loadSendingConfiguration(db, options.secret),
      signature: async () => emailSignatureOf((await shop.read()).settings),
    },
  };
}
