import { z } from 'zod';
import { GOLD_KARATS, type TGoldKarat } from '../gold';
import { moneyField } from './fields';

// The day's gold prices (issue 43): an admin sets J$ per gram of each karat, every morning or when
// the market moves; the item form values gold at them. One row per Jamaica day, the last save of
// the day wins; every save is audited (gold-prices.set) with what it replaced.

export const GOLD_PRICES_PATH = '/api/gold-prices';
export const ADMIN_GOLD_PRICES_PATH = '/api/admin/gold-prices';

export const GOLD_PRICES_MESSAGES = {
  pricesRequired: 'Prices per gram are required for 10K, 14K, 18K, 22K and 24K gold.',
  onlyKarats: 'Prices per gram are taken for 10K, 14K, 18K, 22K and 24K gold only.',
  saved: "Today's gold prices saved.",
} as const;

/** "18K price per gram": the label every message of that karat's field starts with. */
export const goldPriceLabel = (karat: TGoldKarat) => `${karat}K price per gram`;

/** J$ per gram of each karat as two-decimal strings, "9875.50". */
export const ZGoldPricesPerGram = z.object({ '10': z.string(), '14': z.string(), '18': z.string(), '22': z.string(), '24': z.string() });
export type TGoldPricesPerGramText = z.infer<typeof ZGoldPricesPerGram>;

/** Who set the prices: their account (null once it is deleted), their name then, and when (ISO instant). */
export const ZGoldPricesSetBy = z.object({ userId: z.string().nullable(), name: z.string(), at: z.string() });

/** A day's prices: `date` is the Jamaica day (YYYY-MM-DD) they were set for. */
export const ZGoldPrices = z.object({ date: z.string(), pricesPerGram: ZGoldPricesPerGram, setBy: ZGoldPricesSetBy });
export type TGoldPrices = z.infer<typeof ZGoldPrices>;

/**
 * GET /api/gold-prices (staff: loan_officer, admin, super_admin; borrower and it 403, guests 401)
 * -> 200: the latest prices, today's when set, else the most recent day's (compare `date` with
 * today to tell). Before any were ever set it is still 200, with all three fields null: no prices
 * is a state of the shop, not an error, and the item form simply suggests nothing.
 */
export const ZGoldPricesResponse = z.union([ZGoldPrices, z.object({ date: z.null(), pricesPerGram: z.null(), setBy: z.null() })]);
export type TGoldPricesResponse = z.infer<typeof ZGoldPricesResponse>;

const karatPrice = (karat: TGoldKarat) =>
  moneyField(goldPriceLabel(karat), {
    required: `${goldPriceLabel(karat)} is required`,
    min: { cents: 1, message: `${goldPriceLabel(karat)} must be more than J$0.00` },
  });

/**
 * PUT /api/admin/gold-prices (admin, super_admin) -> 200 TGoldPrices: today's prices (Jamaica day),
 * replacing any set earlier today. All five karats are required, each a J$ amount above 0 (text
 * "9,875.50" or a number); another key is refused. 400 { message, code: "VALIDATION_FAILED" } names
 * the karat ("18K price per gram must be more than J$0.00").
 */
export const ZSetGoldPricesRequest = z.object({
  pricesPerGram: z.strictObject(
    Object.fromEntries(GOLD_KARATS.map((karat) => [karat, karatPrice(karat)])) as Record<TGoldKarat, ReturnType<typeof karatPrice>>,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? GOLD_PRICES_MESSAGES.onlyKarats : GOLD_PRICES_MESSAGES.pricesRequired) },
  ),
});
export type TSetGoldPricesRequest = z.infer<typeof ZSetGoldPricesRequest>;
/** What a form sends (text as typed, or numbers). */
export type TSetGoldPricesInput = z.input<typeof ZSetGoldPricesRequest>;
