import { z } from 'zod';
import { moneyField, text, wholeNumber } from './fields';

/** What the shop is called, when it answers and how long a pledge can be redeemed until a super admin says otherwise. */
export {
  DEFAULT_COUNTER_APPROVAL_LIMIT,
  DEFAULT_FORFEITURE_NOTICE_DAYS,
  DEFAULT_INTEREST_RATES,
  DEFAULT_LATE_FEE_PERCENT,
  DEFAULT_MAX_LOAN_TO_VALUE_PERCENT,
  DEFAULT_PAWN_TERMS,
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
  /**
   * A counter pawn's terms (issue 43; the rule is common/pawn-terms.ts): monthlyChargePercent of the
   * principal outstanding for every started period of periodDays since the ticket's date, the first
   * charged in full; due termDays after the ticket's date. Each pawn keeps the terms it was made on.
   */
  pawnTerms: z.object({ monthlyChargePercent: z.number(), periodDays: z.number().int(), termDays: z.number().int() }),
  /** J$ (two decimals): a loan officer pays out a counter pawn up to this; above it an admin approves first. */
  counterApprovalLimit: z.string(),
  /** The most that may be lent against goods, as a whole percent of their appraised total. */
  maxLoanToValuePercent: z.number().int(),
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

/** A pawn's charge per period: 1% to 50%, whole or with up to two decimals (12.5, 7.25). */
export const MIN_PAWN_CHARGE_PERCENT = 1;
export const MAX_PAWN_CHARGE_PERCENT = 50;
/** A pawn's period and term: a day to a year. */
export const MIN_PAWN_DAYS = 1;
export const MAX_PAWN_DAYS = 365;
export const MIN_LOAN_TO_VALUE_PERCENT = 1;
export const MAX_LOAN_TO_VALUE_PERCENT = 100;

/** The labels the pawn settings' messages start with: the form shows the same words beside each field. */
export const PAWN_SETTING_LABELS = {
  monthlyChargePercent: 'Pawn charge (% per period)',
  periodDays: 'Pawn charge period (days)',
  termDays: 'Pawn term (days)',
  counterApprovalLimit: 'Counter approval limit',
  maxLoanToValuePercent: 'Maximum loan-to-value (%)',
} as const;

/** A percent typed as text or sent as a number, within bounds, with at most two decimals. */
const percentWithCents = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: `${label} may have at most two decimals` });

/** Any of the three; absent keeps the current value. */
const ZPawnTermsUpdate = z.object(
  {
    monthlyChargePercent: percentWithCents(PAWN_SETTING_LABELS.monthlyChargePercent, MIN_PAWN_CHARGE_PERCENT, MAX_PAWN_CHARGE_PERCENT).optional(),
    periodDays: wholeNumber(PAWN_SETTING_LABELS.periodDays, MIN_PAWN_DAYS, MAX_PAWN_DAYS).optional(),
    termDays: wholeNumber(PAWN_SETTING_LABELS.termDays, MIN_PAWN_DAYS, MAX_PAWN_DAYS).optional(),
  },
  { error: 'Pawn terms must be an object such as {"monthlyChargePercent": 10, "periodDays": 30, "termDays": 30}' },
);

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
 * PUT /api/admin/shop-settings (super admin) -> 200 TShopSettings. The identity fields (business
 * name to support hours) are sent every time; logoUrl is optional: a fresh upload's path sets a new
 * logo, an empty string removes it, absent keeps the current one. Every setting from
 * redemptionPeriodDays down is optional too (absent keeps it), and so is each of the pawnTerms.
 * A refusal is 400 { message, code: "VALIDATION_FAILED" }, the message starting with the field's label.
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
  /** Issue 43: any of the three terms; absent keeps the current ones. */
  pawnTerms: ZPawnTermsUpdate.optional(),
  /** J$ amount, J$0.00 or more ("0" sends every counter pawn to an admin). */
  counterApprovalLimit: moneyField(PAWN_SETTING_LABELS.counterApprovalLimit, {
    required: `${PAWN_SETTING_LABELS.counterApprovalLimit} is required`,
    min: { cents: 0, message: `${PAWN_SETTING_LABELS.counterApprovalLimit} must be J$0.00 or more` },
  }).optional(),
  maxLoanToValuePercent: wholeNumber(PAWN_SETTING_LABELS.maxLoanToValuePercent, MIN_LOAN_TO_VALUE_PERCENT, MAX_LOAN_TO_VALUE_PERCENT).optional(),
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
