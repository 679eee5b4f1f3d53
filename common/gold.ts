import { toCents } from './money';

// The gold helper of the item form (issue 43): what gold is worth at the shop's price of the day,
// and what the shop may lend against goods. Exact integer arithmetic in cents; shared by the client
// (the suggestion) and the server (its checks), so both say the same figure.

/** The karats the shop prices each day (PUT /api/admin/gold-prices takes all five). */
export const GOLD_KARATS = ['10', '14', '18', '22', '24'] as const;
export type TGoldKarat = (typeof GOLD_KARATS)[number];

/** J$ per gram of each karat, as the API sends them ("9850.00") or as numbers. */
export type TGoldPricesPerGram = Readonly<Record<TGoldKarat, string | number>>;

const WEIGHT_TEXT = /^\d+(?:\.\d{1,3})?$/;

/** Milligrams from grams given as a number or decimal text with at most three decimals; null otherwise. */
export function milligramsOf(weightGrams: string | number): number | null {
  if (typeof weightGrams === 'string') {
    const trimmed = weightGrams.trim();
    if (!WEIGHT_TEXT.test(trimmed)) return null;
    const [whole = '0', frac = ''] = trimmed.split('.');
    const mg = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
    return Number.isSafeInteger(mg) ? mg : null;
  }
  if (!Number.isFinite(weightGrams) || weightGrams < 0) return null;
  const mg = Math.round(weightGrams * 1000);
  return Math.abs(weightGrams * 1000 - mg) < 1e-6 && Number.isSafeInteger(mg) ? mg : null;
}

const isGoldKarat = (karat: string): karat is TGoldKarat => (GOLD_KARATS as readonly string[]).includes(karat);

/**
 * The gold's value in cents: weight x the day's price per gram of its karat, rounded half up to the
 * cent. null when there is nothing to suggest: a karat the shop does not price (9K, 21K...), a
 * weight that is not grams with at most three decimals, or a price that is not a J$ amount.
 */
export function goldValueCents(weightGrams: string | number, karat: string | number, pricesPerGram: TGoldPricesPerGram): number | null {
  const key = String(karat).trim().replace(/k$/i, '');
  if (!isGoldKarat(key)) return null;
  const mg = milligramsOf(weightGrams);
  const priceCents = toCents(pricesPerGram[key]);
  if (mg === null || priceCents === null || priceCents < 0) return null;
  // BigInt: 100 kg at J$10,000,000.00 a gram passes 2^53 before the division brings it back.
  const product = BigInt(priceCents) * BigInt(mg);
  const quotient = product / 1000n;
  return Number(product % 1000n >= 500n ? quotient + 1n : quotient);
}

/**
 * The most the shop may lend against goods appraised at `appraisedCents`: maxLoanToValuePercent of
 * it, rounded down to the cent, so the suggestion is never above the limit the counter checks.
 */
export function suggestedLoanCents(appraisedCents: number, maxLoanToValuePercent: number): number {
  if (!Number.isSafeInteger(appraisedCents) || appraisedCents < 0) throw new RangeError(`appraisedCents must be whole cents, 0 or more, not ${String(appraisedCents)}`);
  if (!Number.isInteger(maxLoanToValuePercent) || maxLoanToValuePercent < 0 || maxLoanToValuePercent > 100) {
    throw new RangeError(`maxLoanToValuePercent must be a whole percent from 0 to 100, not ${String(maxLoanToValuePercent)}`);
  }
  return Math.floor((appraisedCents * maxLoanToValuePercent) / 100);
}
