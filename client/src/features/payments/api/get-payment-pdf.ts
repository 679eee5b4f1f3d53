import { PAYMENTS_PATH } from './get-payments';

/**
 * GET /api/payments/{id}/pdf: the staff receipt. It is opened by the browser in a new tab (a link,
 * not a fetch), so the session cookie goes with it and the PDF viewer shows it.
 */
export function paymentPdfUrl(id: string): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(id)}/pdf`;
}
