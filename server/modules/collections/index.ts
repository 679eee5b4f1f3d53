// The collections module's public surface: the Debt collection tab's routes, the daily job, and
// the hook the payment transaction calls (wired in app.ts: payments builds on loans, not on this).
export { COLLECTION_JOBS } from './collections.jobs';
export { registerCollectionRoutes } from './collections.routes';
export { findOverdue, resolveCaseAfterSale, settleCaseAfterPayment } from './collections.service';
