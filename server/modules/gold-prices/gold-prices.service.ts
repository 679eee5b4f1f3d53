import type { TGoldPrices, TGoldPricesResponse, TSetGoldPricesRequest } from '@common/contracts/gold-prices';
import { GOLD_KARATS, type TGoldKarat } from '@common/gold';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, checkedCents } from '@common/money';
import type { TDb } from '../../db/client';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findLatestGoldPrices, lockGoldPricesOf, upsertGoldPrices, type TGoldPricesRow } from './gold-prices.repository';

const COLUMN_OF = { '10': 'price10k', '14': 'price14k', '18': 'price18k', '22': 'price22k', '24': 'price24k' } as const satisfies Record<TGoldKarat, keyof TGoldPricesRow>;

const pricesOf = (row: TGoldPricesRow): TGoldPrices['pricesPerGram'] =>
  Object.fromEntries(GOLD_KARATS.map((karat) => [karat, row[COLUMN_OF[karat]]])) as TGoldPrices['pricesPerGram'];

function toGoldPrices(row: TGoldPricesRow): TGoldPrices {
  return { date: row.day, pricesPerGram: pricesOf(row), setBy: { userId: row.setByUserId, name: row.setByName, at: row.setAt.toISOString() } };
}

/** GET /api/gold-prices: the latest day's prices, or all three fields null before any were set. */
export async function readLatestGoldPrices(db: TDb): Promise<TGoldPricesResponse> {
  const row = await findLatestGoldPrices(db);
  return row ? toGoldPrices(row) : { date: null, pricesPerGram: null, setBy: null };
}

/**
 * PUT /api/admin/gold-prices: today's prices (the Jamaica day), replacing an earlier save of today;
 * audited (gold-prices.set) in the same transaction with the day's prices before and after.
 */
export async function setTodaysGoldPrices(db: TDb, actor: { user: TSessionUser; ip: string }, body: TSetGoldPricesRequest, now: Date = new Date()): Promise<TGoldPrices> {
  const day = jamaicaToday(now);
  // Stored as the two-decimal text the wire uses ("9,875.5" is kept as "9875.50").
  const prices = Object.fromEntries(GOLD_KARATS.map((karat) => [karat, centsToDecimalString(checkedCents(body.pricesPerGram[karat]))])) as TGoldPrices['pricesPerGram'];
  return db.transaction(async (tx) => {
    const before = await lockGoldPricesOf(tx, day);
    const row = await upsertGoldPrices(tx, {
      day,
      price10k: prices['10'],
      price14k: prices['14'],
      price18k: prices['18'],
      price22k: prices['22'],
      price24k: prices['24'],
      setByUserId: actor.user.id,
      setByName: displayNameOf(actor.user),
      setAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'gold-prices.set',
      entity: 'gold-prices',
      entityId: day,
      summary: { date: day, before: before ? pricesOf(before) : null, after: prices },
    });
    return toGoldPrices(row);
  });
}
