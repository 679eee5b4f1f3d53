// The shop's identity before a super admin sets it (spec: support hours Monday to Friday 9AM to
// 5PM). Apart from the contract so the public pages' shell can read it without loading zod.
export const SHOP_DEFAULTS = {
  businessName: 'Pawnbook',
  supportHours: 'Monday to Friday 9AM to 5PM',
} as const;

/** The Pawnbrokers Act's one year, the default; a shorter period needs a special contract with the pawner. */
export const DEFAULT_REDEMPTION_PERIOD_DAYS = 365;

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
  updatedAt: null,
};
