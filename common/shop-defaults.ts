// The shop's identity before a super admin sets it (spec: support hours Monday to Friday 9AM to
// 5PM). Apart from the contract so the public pages' shell can read it without loading zod.
export const SHOP_DEFAULTS = {
  businessName: 'Pawnbook',
  supportHours: 'Monday to Friday 9AM to 5PM',
} as const;

/** The Pawnbrokers Act's one year, the default; a shorter period needs a special contract with the pawner. */
export const DEFAULT_REDEMPTION_PERIOD_DAYS = 365;
