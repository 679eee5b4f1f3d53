/**
 * GET /api/shop-settings/rates-notice: the shop's table of rates and charges (a PDF for the wall),
 * drawn from the saved settings. Opened by the browser in a new tab, like a receipt.
 */
export const RATES_NOTICE_URL = '/api/shop-settings/rates-notice';
