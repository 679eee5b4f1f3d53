// The shop's identity before a super admin sets it (spec: support hours Monday to Friday 9AM to
// 5PM). Apart from the contract so the public pages' shell can read it without loading zod.
export const SHOP_DEFAULTS = {
  businessName: 'Pawnbook',
  supportHours: 'Monday to Friday 9AM to 5PM',
} as const;

/** The Pawnbrokers Act's one year, the default; a shorter period needs a special contract with the pawner. */
export const DEFAULT_REDEMPTION_PERIOD_DAYS = 365;

/** Days before a pledge's redeemable-until date that the pawner is warned it may be sold. */
export const DEFAULT_FORFEITURE_NOTICE_DAYS = 14;

/** The spec's interest rates (percent of the principal for the whole term) and late fee (percent of one instalment). */
export const DEFAULT_INTEREST_RATES: readonly number[] = [20, 40];
export const DEFAULT_LATE_FEE_PERCENT = 20;

/**
 * The counter pawn's terms (issue 43, DESIGN decision 22): 10% of the principal outstanding for every
 * started period of 30 days, due 30 days after the ticket's date. The rule is common/pawn-terms.ts.
 */
export const DEFAULT_PAWN_TERMS = { monthlyChargePercent: 10, periodDays: 30, termDays: 30 } as const;

/** A loan officer pays out a counter pawn up to this (J$, two decimals); above it an admin approves first. */
export const DEFAULT_COUNTER_APPROVAL_LIMIT = '20000.00';

/** The most that may be lent against goods: this percent of their appraised total. */
export const DEFAULT_MAX_LOAN_TO_VALUE_PERCENT = 70;

/**
 * The settings before a super admin saves any (the server without a row; pages until they arrive).
 * Shaped as TShopSettings; untyped here, as the contract imports this file.
 */
export const DEFAULT_SHOP_SETTINGS = {
  businessName: SHOP_DEFAULTS.businessName,
  address: '',
  phone: '',
  email: '',
  licenceNumber: '',
  supportHours: SHOP_DEFAULTS.supportHours,
  logoUrl: null,
  redemptionPeriodDays: DEFAULT_REDEMPTION_PERIOD_DAYS,
  forfeitureNoticeDays: DEFAULT_FORFEITURE_NOTICE_DAYS,
  interestRates: [...DEFAULT_INTEREST_RATES],
  lateFeePercent: DEFAULT_LATE_FEE_PERCENT,
  pawnTerms: { ...DEFAULT_PAWN_TERMS },
  counterApprovalLimit: DEFAULT_COUNTER_APPROVAL_LIMIT,
  maxLoanToValuePercent: DEFAULT_MAX_LOAN_TO_VALUE_PERCENT,
  updatedAt: null,
};
