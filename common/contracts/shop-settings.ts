import { z } from 'zod';
import { text, wholeNumber } from './fields';

/** What the shop is called, when it answers and how long a pledge can be redeemed until a super admin says otherwise. */
export {
  DEFAULT_FORFEITURE_NOTICE_DAYS,
  DEFAULT_INTEREST_RATES,
  DEFAULT_LATE_FEE_PERCENT,
  DEFAULT_REDEMPTION_PERIOD_DAYS,
  SHOP_DEFAULTS,
} from '../shop-defaults';

/** An upload's path as POST /api/objects/upload names it. */
const UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The shop's identity as everyone sees it (GET /api/shop-settings, public: it is printed on every
 * receipt and shown on the landing page). Empty strings are details not given yet.
 */
export const ZShopSettings = z.object({
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceNumber: z.string(),
  supportHours: z.string(),
  /** GET address of the logo (changes with each new logo), or null for none. */
  logoUrl: z.string().nullable(),
  /** Days a pledge stays redeemable after its loan starts (the pawn ticket's redeemable-until date); 365 is the Act's year. */
  redemptionPeriodDays: z.number().int(),
  /** Days before the redeemable-until date that the pawner gets the notice that the pledge may be sold. */
  forfeitureNoticeDays: z.number().int(),
  /** The interest rates (percent of the principal for the term) a new loan may use, lowest first. */
  interestRates: z.array(z.number()),
  /** A new loan's late fee: this percent of one instalment. Loans keep the fee they were made with. */
  lateFeePercent: z.number(),
  updatedAt: z.string().nullable(),
});
export type TShopSettings = z.infer<typeof ZShopSettings>;

export const MIN_REDEMPTION_PERIOD_DAYS = 30;
export const MAX_REDEMPTION_PERIOD_DAYS = 3650;
export const REDEMPTION_PERIOD_WARNING =
  'Below 365 days: the Pawnbrokers Act allows a shorter redemption period only under a special contract signed by the pawner.';

export const MIN_FORFEITURE_NOTICE_DAYS = 1;
export const MAX_FORFEITURE_NOTICE_DAYS = 90;
export const MAX_INTEREST_RATES = 6;
export const MIN_INTEREST_RATE = 1;
export const MAX_INTEREST_RATE = 100;
export const MAX_LATE_FEE_PERCENT = 100;

/** "20, 40" or [20, 40]: whole percents, distinct, kept lowest first. */
const ZInterestRates = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[\s,;%]+/).filter(Boolean) : value),
  z
    .array(wholeNumber('Each interest rate', MIN_INTEREST_RATE, MAX_INTEREST_RATE), {
      error: 'Interest rates must be a list of percentages such as 20, 40',
    })
    .min(1, { error: 'Give at least one interest rate' })
    .max(MAX_INTEREST_RATES, { error: `Give at most ${MAX_INTEREST_RATES} interest rates` })
    .refine((rates) => new Set(rates).size === rates.length, { error: 'Each interest rate may appear only once' })
    .transform((rates) => [...rates].sort((a, b) => a - b)),
);

const line = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

/**
 * PUT /api/admin/shop-settings (super admin). Every field is sent; logoUrl is optional: a fresh
 * upload's path sets a new logo, an empty string removes it, absent keeps the current one.
 */
export const ZUpdateShopSettingsRequest = z.object({
  businessName: line('Business name', 120).min(1, { error: 'Business name is required' }),
  address: text('Address', { multiline: true })
    .trim()
    .max(300, { error: 'Address must be at most 300 characters' }),
  phone: line('Phone', 40).refine((v) => v === '' || /^[0-9+()\-.\s]{7,40}$/.test(v), {
    error: 'Phone may hold only digits, spaces and + ( ) - . (at least 7 characters)',
  }),
  email: line('E-mail', 254).refine((v) => v === '' || z.email().safeParse(v).success, { error: 'E-mail must be an e-mail address' }),
  licenceNumber: line('Licence number', 60),
  supportHours: line('Support hours', 120).min(1, { error: 'Support hours are required' }),
  logoUrl: text('Logo')
    .trim()
    .max(500, { error: 'Logo must be at most 500 characters' })
    .refine((value) => value === '' || UPLOAD_PATH.test(value), {
      error: 'Logo must be the path of an image you uploaded (/objects/uploads/...), or empty to remove it',
    })
    .optional(),
  /** Absent keeps the current period. Below 365 the form warns: only a special contract allows less. */
  redemptionPeriodDays: wholeNumber('Redemption period (days)', MIN_REDEMPTION_PERIOD_DAYS, MAX_REDEMPTION_PERIOD_DAYS).optional(),
  /** Absent keeps the current value, like each setting below. */
  forfeitureNoticeDays: wholeNumber('Forfeiture notice (days)', MIN_FORFEITURE_NOTICE_DAYS, MAX_FORFEITURE_NOTICE_DAYS).optional(),
  interestRates: ZInterestRates.optional(),
  lateFeePercent: wholeNumber('Late fee (percent)', 0, MAX_LATE_FEE_PERCENT).optional(),
});
export type TUpdateShopSettingsRequest = z.infer<typeof ZUpdateShopSettingsRequest>;

export const SHOP_SETTINGS_MESSAGES = {
  saved: 'Shop settings saved.',
  /** The same answer for an unknown upload and someone else's, so ids cannot be probed. */
  logoNotFound: 'The logo upload was not found. Please upload it again.',
  logoInUse: 'This logo upload is already in use. Please upload the image again.',
  logoNotImage: 'The logo must be a JPEG, PNG or WebP image.',
} as const;

/** The shop's contact line as one sentence, e.g. for the borrower's profile and e-mails. */
export function shopContactLine(shop: Pick<TShopSettings, 'phone' | 'email' | 'supportHours'>): string {
  const ways = [shop.phone && `call ${shop.phone}`, shop.email && `e-mail ${shop.email}`].filter(Boolean).join(' or ');
  return ways ? `${shop.supportHours}: ${ways}` : shop.supportHours;
}
