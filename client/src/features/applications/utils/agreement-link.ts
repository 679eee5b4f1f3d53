/** GET /api/pawn-loans/{applicationNumber}/agreement: the agreement PDF (submitting browser, borrower, staff). */
export function agreementPdfHref(applicationNumber: string): string {
  return `/api/pawn-loans/${encodeURIComponent(applicationNumber)}/agreement`;
}

/** The confirmation page an applicant lands on after submitting. */
export function confirmationHref(applicationNumber: string): string {
  return `/application-submitted/${encodeURIComponent(applicationNumber)}`;
}
