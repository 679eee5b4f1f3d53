import { PAYMENTS_PATH } from './get-payments';

/**
 * GET /api/payments/{id}/pdf: the staff receipt. It is opened by the browser in a new tab (a link,
 * not a fetch), so the session cookie goes with it and the PDF viewer shows it. paper '80mm': the
 * same receipt in one column for the counter's thermal printer.
 */
export function paymentPdfUrl(id: string, paper?: '80mm'): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(id)}/pdf${paper ? `?paper=${paper}` : ''}`;
}
