// The applications module's public surface: submission (POST /api/pawn-loans), the staff lists and
// the review dialog's calls. It builds on loans (status changes, schedules), objects (documents),
// borrowers (one record per person), auth (super-admin confirmation) and audit.
export { registerPawnLoanReviewRoutes } from './pawn-loan-review.routes';
export { registerPawnLoanListRoutes } from './pawn-loans-list.routes';
export { toItem } from './pawn-loans-list.service';
export { insertPawnLoanApplication, insertStatusHistory, type TNewPawnLoanApplication } from './pawn-loans.repository';
export { registerPawnLoanRoutes } from './pawn-loans.routes';
export { AGREEMENT_RENDER_KIND } from './pawn-loan-agreement.pdf';
export { renderAgreementById } from './pawn-loan-agreement.service';
